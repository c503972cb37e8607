"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { postFormData } from "@/lib/api/post-form-data";
import { portalText } from "@/content/portal-text";
import { labelClass, textareaClass } from "@/components/layout/field-styles";
import { FilePicker } from "@/components/file-picker";

const text = portalText.details;

/** Adds a note with files to an order (through the portal's streaming route to addOrderNote). */
export function AddNoteForm({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [note, setNote] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim() && files.length === 0) return;
    const form = new FormData();
    form.append("orderId", String(orderId));
    form.append("note", note.trim());
    for (const file of files) form.append("files", file, file.name);
    setIsSending(true);
    const isAdded = await postFormData("/api/order-notes", form);
    setIsSending(false);
    if (!isAdded) return;
    setNote("");
    setFiles([]);
    showSuccessToast(text.noteAdded);
    router.refresh();
  }

  return (
    <ScriptForm onSubmit={submit} className="flex flex-col gap-3 border-t border-line pt-4">
      <div>
        <label htmlFor="new-note" className={labelClass}>
          {text.addNote}
        </label>
        <textarea
          id="new-note"
          className={textareaClass}
          value={note}
          maxLength={5000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <FilePicker files={files} onChange={setFiles} />
      <div>
        <Button
          type="submit"
          variant="secondary"
          isLoading={isSending}
          disabled={!note.trim() && files.length === 0}
        >
          {text.addNote}
        </Button>
      </div>
    </ScriptForm>
  );
}
