"use client";

import { useEffect } from "react";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { Button } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { pageStateText } from "@/content/page-states";

/**
 * A page (or a section of it) whose data could not be read: the API is down, slow or limiting us.
 * The page exists, so this is a retry notice, never "not found"; the server answers 503 where it can.
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // Rendered on the server when a page's own data could not be read: its server answers 503 (a no-op in the browser).
  markPageUnavailable();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold">{pageStateText.unavailableTitle}</h1>
      <p className="text-lg text-ink-muted">{pageStateText.unavailableText}</p>
      <Button onClick={reset}>{pageStateText.tryAgain}</Button>
    </Container>
  );
}
