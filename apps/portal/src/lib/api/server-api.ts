import { cookies, headers } from "next/headers";
import { connection } from "next/server";
import { createApiClient, forwardedForOf } from "@freight/api-client/client";
import { serverEnv } from "@/env";
import { SESSION_COOKIE } from "@/lib/session/session-paths";

/**
 * The typed API client for Server Components, sending the visitor's session token from the
 * `token` cookie as a bearer token and the visitor's address (X-Forwarded-For, so the API limits
 * the visitor, not this server). Rendered per request, never at build time.
 */
export async function getServerApi() {
  await connection();
  const cookieStore = await cookies();
  const forwardedFor = forwardedForOf(await headers());
  return createApiClient({
    baseUrl: serverEnv().API_URL,
    getToken: () => cookieStore.get(SESSION_COOKIE)?.value,
    getForwardedFor: () => forwardedFor,
  });
}
