"use client";

import { useEffect } from "react";
import { buttonClassName } from "./button";
import { Container } from "./container";
import errorsText from "./i18n/en/errors.json";

/**
 * A page whose data could not be read: it exists, so this is a retry notice, never "not found". The apps' error
 * boundaries render it and call `markPageUnavailable()` so their server answers 503 with Retry-After.
 */
export function RetryPageView({
  title = errorsText.loadFailedTitle,
  text = errorsText.loadFailedText,
  onRetry,
}: {
  title?: string;
  text?: string;
  onRetry: () => void;
}) {
  return (
    <Container role="alert" className="flex flex-col items-start gap-4 py-24">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="text-lg text-ink-muted">{text}</p>
      <button type="button" className={buttonClassName()} onClick={onRetry}>
        {errorsText.tryAgain}
      </button>
    </Container>
  );
}

/** The apps' 404 page: what happened and the way back to their front page. */
export function NotFoundPageView({ homeHref = "/" }: { homeHref?: string }) {
  return (
    <Container className="flex flex-col items-start gap-4 py-24">
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">404</p>
      <h1 className="text-display font-bold">{errorsText.notFoundTitle}</h1>
      <p className="text-lg text-ink-muted">{errorsText.notFoundText}</p>
      <a href={homeHref} className={buttonClassName()}>
        {errorsText.backHome}
      </a>
    </Container>
  );
}

/**
 * The body of an app's `error.tsx`: logs the error in the browser and shows the retry page. `onServerRender`
 * runs while it renders (the app's `markPageUnavailable`, so its server answers 503 with Retry-After).
 */
export function RouteErrorPage({
  error,
  onServerRender,
  title,
  text,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  onServerRender: () => void;
  title?: string;
  text?: string;
}) {
  onServerRender();
  useEffect(() => {
    console.error(error);
  }, [error]);
  // Loaded again from the server: `reset` alone only re-renders what the browser already has, and a page whose
  // first rendering failed on the server has nothing there to re-render.
  return <RetryPageView title={title} text={text} onRetry={() => window.location.reload()} />;
}
