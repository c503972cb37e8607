"use client";

import { useEffect } from "react";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { RetryPageView } from "@freight/ui/page-states";
import { pageStateText } from "@/content/page-states";

/**
 * A page whose data could not be read: the API is down, slow or limiting us. The page exists, so this is a
 * retry notice, never "not found"; rendered on the server, it makes the server answer 503 (a no-op in the browser).
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  markPageUnavailable();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <RetryPageView
      title={pageStateText.unavailableTitle}
      text={pageStateText.unavailableText}
      onRetry={reset}
    />
  );
}
