"use client";

import { formatText } from "@freight/ui/i18n/common";
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
