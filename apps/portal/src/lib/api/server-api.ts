import { cookies } from "next/headers";
import { connection } from "next/server";
import { createApiClient } from "@freight/api-client/client";
import { serverEnv } from "@/env";
import { SESSION_COOKIE } from "@/features/session/session-paths";

/**
 * The typed API client for Server Components, sending the visitor's session token from the
 * `token` cookie as a bearer token (spec 6). Rendered per request, never at build time.
 */
export async function getServerApi() {
  await connection();
  const cookieStore = await cookies();
  return createApiClient({
    baseUrl: serverEnv().API_URL,
    getToken: () => cookieStore.get(SESSION_COOKIE)?.value,
  });
}
