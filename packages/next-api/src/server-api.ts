import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { createApiClient, forwardedForOf, type ApiClient } from "@freight/api-client/client";

/** A server-side call that has not answered by then fails (the page shows a retry notice) rather than hanging. */
const SERVER_API_TIMEOUT_MS = 8_000;

/**
 * The runtime's own fetch, without the wrapper Next puts around the global one (a tracing span, URL parsing and
 * cache bookkeeping on every call). These reads are never cached by Next (each request is rendered anew,
 * `connection()`), so the wrapper only cost time; outside a Next server there is no wrapper and this is `fetch`.
 */
function runtimeFetch(): typeof fetch {
  const global = globalThis.fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch };
  return global._nextOriginalFetch ?? global;
}

function fetchWithTimeout(request: Request): Promise<Response> {
  return runtimeFetch()(request, { signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS) });
}

/** Where an app's server reaches the API, and the cookie its visitors' session token is in (none: public site). */
export interface ServerApiConfig {
  baseUrl: string;
  sessionCookie?: string;
}

/**
 * The typed API client for the request being served (Server Components, Server Actions, route handlers): the
 * visitor's session token from the app's cookie as a bearer token, and the visitor's address (X-Forwarded-For)
 * so the API limits that visitor, not this server. Every call gives up after 8 s. Rendered per request, never
 * at build time (`connection()`).
 */
export async function openServerApi({ baseUrl, sessionCookie }: ServerApiConfig): Promise<ApiClient> {
  await connection();
  const cookieStore = sessionCookie === undefined ? undefined : await cookies();
  const forwardedFor = forwardedForOf(await headers());
  return createApiClient({
    baseUrl,
    fetch: fetchWithTimeout,
    ...(cookieStore && sessionCookie !== undefined
      ? { getToken: () => cookieStore.get(sessionCookie)?.value }
      : {}),
    getForwardedFor: () => forwardedFor,
  });
}

/**
 * The typed API client for reads shared by every visitor (`use cache` functions), where there is no visitor to
 * name (and `headers()` cannot be read): the API counts these calls as this server's own. No session is sent.
 */
export function openSharedReadApi({ baseUrl }: Pick<ServerApiConfig, "baseUrl">): ApiClient {
  return createApiClient({ baseUrl, fetch: fetchWithTimeout });
}
