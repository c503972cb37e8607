"use client";

import { useId, useState, useTransition } from "react";
import { uploadImageAction, type UploadImageResult } from "@/lib/api/upload-image";

type UploadedImage = Extract<UploadImageResult, { ok: true }>;

/**
 * "Upload an image": the chosen file goes to the API at once (checked, resized and stored there); `onUploaded`
 * receives its path and addresses. A refusal is said next to the button.
 */
export function ImageUploadButton({
  label,
  onUploaded,
}: {
  label: string;
  onUploaded: (image: UploadedImage) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState("");
  const [isPending, startTransition] = useTransition();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
        disabled={isPending}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2"
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          const form = new FormData();
          form.append("image", file);
          setMessage("Uploading…");
          startTransition(async () => {
            const result = await uploadImageAction(form);
            input.value = "";
            if (result.ok) {
              setMessage(`Uploaded ${file.name}.`);
              onUploaded(result);
            } else setMessage(result.message);
          });
        }}
      />
      <p role="status" className="text-sm text-ink-muted">
        {message}
      </p>
    </div>
  );
}
