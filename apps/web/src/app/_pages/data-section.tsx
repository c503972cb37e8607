import { Suspense, type ReactNode } from "react";
import { PendingSection } from "@/features/content/pending-section";
import type { PageQuery } from "@/lib/search-params";

/**
 * How a page built from API data is rendered: per request (its query read per request, each API section a hole
 * streamed in), or whole at its first visit and then served from cache as one document.
 */
export type PageRendering = "per-request" | "whole";

/** What a page body built from API data is given by its route. */
export interface PageRenderProps extends PageQuery {
  rendering: PageRendering;
}

/**
 * A section filled from the API. Per request it is a Suspense hole with a loading line; in a page rendered whole
 * it is inline, so the cached document holds no loading line that the browser paints and then swaps for the
 * section (on /shop that swap moved the footer by a screen: a layout shift of 0.42).
 */
export function DataSection({ rendering, children }: { rendering: PageRendering; children: ReactNode }) {
  if (rendering === "whole") return children;
  return <Suspense fallback={<PendingSection />}>{children}</Suspense>;
}
