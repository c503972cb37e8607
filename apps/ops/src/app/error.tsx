"use client";

import { useEffect } from "react";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { Button } from "@freight/ui/button";
import { Container } from "@freight/ui/container";
import { commonText } from "@freight/ui/i18n/common";

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // Rendered on the server when a page's data could not be read: its server answers 503 (a no-op in the browser).
  markPageUnavailable();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold">{commonText.errors.loadFailedTitle}</h1>
      <p className="text-lg text-ink-muted">{commonText.errors.loadFailedText}</p>
      <Button onClick={reset}>{commonText.errors.tryAgain}</Button>
    </Container>
  );
}
