"use client";

import { useEffect } from "react";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import errorsText from "@freight/ui/i18n/en/errors.json";
import { portalText } from "@/content/portal-text";

/**
 * A page whose data could not be read (readForPage threw: the API down, too slow, 429, 5xx): a retry notice in the
 * portal's frame, never "not found" nor an empty list; the app's server answers it with 503 and Retry-After.
 */
export default function RouteError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  markPageUnavailable();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card as="section" role="alert" className="flex flex-col items-start gap-4">
      <h2 className="text-xl font-semibold">{portalText.session.unavailableTitle}</h2>
      <p className="text-ink-muted">{errorsText.loadFailedText}</p>
      {/* Loaded again from the server: `reset` alone re-renders only what the browser already has. */}
      <button type="button" className={buttonClassName()} onClick={() => window.location.reload()}>
        {errorsText.tryAgain}
      </button>
    </Card>
  );
}
