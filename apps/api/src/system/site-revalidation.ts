import type { FastifyBaseLogger } from "fastify";
import {
  REVALIDATE_PATH,
  REVALIDATE_SIGNATURE_HEADER,
  REVALIDATE_TIMESTAMP_HEADER,
  signRevalidation,
  type SiteCacheTag,
} from "@freight/api-client/site-revalidation";

/** The site must answer within this; a slower site is logged as a failure, the API write already succeeded. */
const SITE_REVALIDATION_TIMEOUT_MS = 3_000;

/**
 * Tells the public site that data it shows has changed (call it after the change is committed).
 * Never rejects and never fails the API write: a failure is logged, and the site's cache life bounds how
 * long it shows the old data. Callers need not await it.
 */
export type NotifySiteChanged = (tags: readonly SiteCacheTag[]) => Promise<void>;

export interface SiteRevalidationOptions {
  /** The public site's origin (WEB_URL). */
  webUrl: string;
  /** REVALIDATE_SECRET; unset = nothing is sent. */
  secret: string | undefined;
  log: FastifyBaseLogger;
  /** Test seams. */
  fetch?: typeof fetch;
  now?: () => number;
}

/** notifySiteChanged for one site: a signed POST {WEB_URL}/api/revalidate with the tags. */
export function createNotifySiteChanged({
  webUrl,
  secret,
  log,
  fetch: send = fetch,
  now = Date.now,
}: SiteRevalidationOptions): NotifySiteChanged {
  const url = new URL(REVALIDATE_PATH, webUrl).href;
  return async (tags) => {
    const unique = [...new Set(tags)];
    if (!secret || unique.length === 0) return;
    const body = JSON.stringify({ tags: unique });
    try {
      const timestamp = now();
      const response = await send(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [REVALIDATE_TIMESTAMP_HEADER]: String(timestamp),
          [REVALIDATE_SIGNATURE_HEADER]: await signRevalidation(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(SITE_REVALIDATION_TIMEOUT_MS),
      });
      if (!response.ok) {
        log.warn({ tags: unique, status: response.status }, "The public site refused the revalidation call");
      }
    } catch (error) {
      log.warn({ tags: unique, err: error }, "The public site could not be told about a change");
    }
  };
}
