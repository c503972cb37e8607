"use client";

import { useState, useTransition, type FormEvent } from "react";
import { Button } from "@freight/ui/button";
import { showSuccessToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass, textareaClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import { sendSupportMessageAction, type SupportMessage } from "./support-actions";

const text = portalText.support;

/** The support contact form, filled in from the profile. */
export function SupportForm({ initial }: { initial: SupportMessage }) {
  const [form, setForm] = useState(initial);
  const [isSent, setIsSent] = useState(false);
  const [isPending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const result = await sendSupportMessageAction(form);
      if (handleActionResult(result)) {
        showSuccessToast(text.sent);
        setIsSent(true);
        setForm({ ...form, message: "" });
      }
    });
  }

  const field = (name: keyof SupportMessage, label: string, type = "text", autoComplete?: string) => (
    <div>
      <label htmlFor={`support-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`support-${name}`}
        type={type}
        className={inputClass}
        value={form[name]}
        autoComplete={autoComplete}
        required={name === "name" || name === "email"}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </div>
  );

  return (
    <ScriptForm onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", text.name, "text", "name")}
        {field("email", text.email, "email", "email")}
        {field("phone", text.phone, "tel", "tel")}
        {field("company", text.company, "text", "organization")}
      </div>
      <div>
        <label htmlFor="support-message" className={labelClass}>
          {text.message}
        </label>
        <textarea
          id="support-message"
          className={`${textareaClass} min-h-36`}
          value={form.message}
          maxLength={5000}
          required
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
      </div>
      {isSent ? (
        <p role="status" className="rounded-lg bg-success-soft p-3 text-success">
          {text.sent}
        </p>
      ) : null}
      <div>
        <Button
          type="submit"
          isLoading={isPending}
          disabled={!form.message.trim() || !form.name.trim() || !form.email.trim()}
        >
          {text.send}
        </Button>
      </div>
    </ScriptForm>
  );
}
