import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { createApiClient, forwardedForOf } from "@freight/api-client/client";
import { serverEnv } from "@/env";
import { OPS_SESSION_COOKIE } from "@/lib/session/session-cookie";

/** A call that has not answered by then fails (the page shows a retry notice) rather than hanging. */
const SERVER_API_TIMEOUT_MS = 8_000;

function fetchWithTimeout(request: Request): Promise<Response> {
  return fetch(request, { signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS) });
}

/**
 * The typed API client for a staff member's request: their session token from the console's cookie as a
 * bearer token, and their address (X-Forwarded-For) so the API limits that person, not this server.
 */
export async function getOpsApi() {
  await connection();
  const cookieStore = await cookies();
  const forwardedFor = forwardedForOf(await headers());
  return createApiClient({
    baseUrl: serverEnv().API_URL,
    fetch: fetchWithTimeout,
    getToken: () => cookieStore.get(OPS_SESSION_COOKIE)?.value,
    getForwardedFor: () => forwardedFor,
  });
}
