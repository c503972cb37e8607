"use client";

import { formatText } from "@freight/ui/i18n/common";
import { TextField } from "@freight/ui/text-field";
import { authText } from "@/content/auth";

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}

/** Where the code went and until when it works, announced when the code step appears. */
export function CodeSentNotice({ sentTo, expiresAt }: { sentTo: string; expiresAt: string | null }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
      {expiresAt
        ? formatText(authText.common.codeSentTo, { sentTo, time: formatTime(expiresAt) })
        : formatText(authText.common.codeSentToAddress, { sentTo })}
    </p>
  );
}

/** The field a visitor types a texted or e-mailed code into (numeric keyboard, the browser's one-time-code fill). */
export function OneTimeCodeField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      id={id}
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      autoFocus
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
