"use client";

import type { ReactNode } from "react";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { TextField } from "@freight/ui/text-field";
import { formatZonedTime } from "@freight/domain/time/hub-clock";
import { authText } from "@/content/auth";

/**
 * When the code stops working, on the visitor's own clock (no hub is involved) and naming its zone, "3:08 PM PST",
 * as every time the apps show. This notice renders in the browser, after the code was sent.
 */
function formatTime(iso: string): string {
  try {
    return formatZonedTime(iso, Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return iso;
  }
}

/** Where the code went and until when it works, announced when the code step appears. */
function CodeSentNotice({ sentTo, expiresAt }: { sentTo: string; expiresAt: string | null }) {
  return (
    <p role="status" className="rounded-lg bg-brand-50 p-4 text-brand-900">
      {expiresAt
        ? formatText(authText.common.codeSentTo, { sentTo, time: formatTime(expiresAt) })
        : formatText(authText.common.codeSentToAddress, { sentTo })}
    </p>
  );
}

/** The field a visitor types a texted or e-mailed code into (numeric keyboard, the browser's one-time-code fill). */
function OneTimeCodeField({
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

const linkButton = "text-brand-600 underline-offset-2 hover:underline";

export interface CodeStepProps {
  title: string;
  intro?: string;
  /** Where the code went and until when it works. */
  sent: { sentTo: string; expiresAt: string | null };
  code: {
    id: string;
    label: string;
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  };
  submitLabel: string;
  isPending: boolean;
  /** Asks for a new code. */
  onResend: () => void;
  /** Back to the first step of the form. */
  onStartOver: () => void;
  /** Fields the step asks for besides the code (a new password). */
  children?: ReactNode;
}

/**
 * The step of a sign-in, sign-up or password reset that asks for a texted or e-mailed code: where it went,
 * the code field, the submit button, "send a new code" and "start over".
 */
export function CodeStep({
  title,
  intro,
  sent,
  code,
  submitLabel,
  isPending,
  onResend,
  onStartOver,
  children,
}: CodeStepProps) {
  return (
    <>
      <h2 className="text-xl font-semibold">{title}</h2>
      {intro ? <p className="text-ink-muted">{intro}</p> : null}
      <CodeSentNotice sentTo={sent.sentTo} expiresAt={sent.expiresAt} />
      <OneTimeCodeField {...code} />
      {children}
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
      <div className="flex flex-wrap gap-4">
        <button type="button" className={linkButton} onClick={onResend} disabled={isPending}>
          {authText.common.resendCode}
        </button>
        <button type="button" className={linkButton} onClick={onStartOver}>
          {authText.common.startOver}
        </button>
      </div>
    </>
  );
}
