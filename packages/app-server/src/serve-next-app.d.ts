import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import type { PageOutcome } from "./page-outcome.js";

export declare const PAGE_RETRY_AFTER_SECONDS: number;
export declare const MAX_HELD_DOCUMENT_BYTES: number;

/** A strong ETag from a document's bytes as Next wrote them. */
export declare function documentEtag(chunks: readonly Buffer[]): string;

/** Whether an If-None-Match header names this ETag (or `*`). */
export declare function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean;

/**
 * Holds an HTML document until complete, then writes it with 503 when the outcome says the page failed, or, when
 * it is a 200, compressed for the request's Accept-Encoding with an ETag of those bytes (304 without them when
 * If-None-Match names it).
 */
export declare function holdDocumentForOutcome(
  response: ServerResponse,
  outcome: PageOutcome,
  requestHeaders?: IncomingHttpHeaders,
  options?: { rewriteDocument?: (html: string) => string },
): void;

/** The host name Next is told: `localhost` for a loopback address, as Next spells it in request URLs. */
export declare function nextHostnameOf(hostname: string): string;

/** Serves a built Next.js app as `next start` does, with 503 for pages that marked themselves unavailable. */
export declare function serveNextApp(options: {
  next: (options: { dev: boolean; dir: string; hostname: string; port: number }) => {
    prepare(): Promise<void>;
    getRequestHandler(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  };
  dir: string;
  port: number;
  hostname?: string;
  /** A change made to each complete 200 page before it is tagged and compressed (once for a remembered page). */
  rewriteDocument?: (html: string) => string;
}): Promise<Server>;
