import { headers } from "next/headers";
import { createApiClient, forwardedForOf } from "@freight/api-client/client";
import { serverEnv } from "@/env";

/** A server-side API call that has not answered by then fails (the page shows a retry notice), rather than hanging. */
const SERVER_API_TIMEOUT_MS = 8_000;

function fetchWithTimeout(request: Request): Promise<Response> {
  return fetch(request, { signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS) });
}

/** The visitor's address chain of the request being served, for the API's per-visitor limits. */
async function visitorForwardedFor(): Promise<string | undefined> {
  return forwardedForOf(await headers());
}

/**
 * The typed API client for a visitor's request (Server Actions, route handlers): every call carries the
 * visitor's address (X-Forwarded-For), so the API limits that visitor, not this server.
 */
export function createServerApiClient() {
  return createApiClient({
    baseUrl: serverEnv().API_URL,
    fetch: fetchWithTimeout,
    getForwardedFor: visitorForwardedFor,
  });
}

/**
 * The typed API client for reads shared by every visitor (`use cache` functions), where there is no visitor
 * to name (and `headers()` cannot be read): the API counts these calls as this server's own.
 */
export function createSharedReadApiClient() {
  return createApiClient({ baseUrl: serverEnv().API_URL, fetch: fetchWithTimeout });
}
