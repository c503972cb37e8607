import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Container } from "@freight/ui/container";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { UnavailableNotice } from "@/components/content/unavailable-notice";

/**
 * Renders a section (inside a Suspense boundary) from API data, or the retry notice when the data cannot be
 * read. A read inside "use cache" reaches the page as a sanitized error in production, so every failure of the
 * load counts (the API down, too slow, 429, 5xx); Next's own signals (notFound, redirect, postpone) pass through.
 * The notice must never be stored as the page: on failure this first awaits `connection()`, so in a prerender
 * (a cached copy being made) the section stays a per-request hole, and only a visit's own render shows the notice;
 * a first-visit rendering (lib/cache/first-visit-routes.ts) is abandoned instead and answers 503.
 */
export async function whenAvailable<T>(load: Promise<T>, render: (data: T) => ReactNode): Promise<ReactNode> {
  let data: T;
  try {
    data = await load;
  } catch (error) {
    unstable_rethrow(error);
    markPageUnavailable();
    await connection();
    console.error("A section's data could not be read:", error instanceof Error ? error.message : error);
    return <UnavailableNotice />;
  }
  return render(data);
}

/** What a page that is built entirely from one read got: its data, or the news that the API could not give it. */
export type PageData<T> = { isAvailable: true; data: T } | { isAvailable: false };

/**
 * Reads the data a whole page is made of (a product, a post). When the API cannot give it, the page answers 503
 * with Retry-After: a per-request render shows the retry notice itself; a first rendering (the one Next would
 * cache) is abandoned, so the notice is never stored as the page. Next's signals pass through.
 */
export async function readPageData<T>(load: Promise<T>): Promise<PageData<T>> {
  try {
    return { isAvailable: true, data: await load };
  } catch (error) {
    unstable_rethrow(error);
    // Marked first: when this render is the page's first (cached) rendering, connection() ends it with a bare
    // error page, which the server then sends as 503 with Retry-After; the browser shows the retry notice.
    markPageUnavailable();
    await connection();
    console.error("A page's data could not be read:", error instanceof Error ? error.message : error);
    return { isAvailable: false };
  }
}

/** The whole page when its data could not be read: the retry notice, under the site's header and footer. */
export function UnavailablePage() {
  return (
    <Container className="py-24">
      <UnavailableNotice />
    </Container>
  );
}
