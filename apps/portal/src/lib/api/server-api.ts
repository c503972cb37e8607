import { openServerApi } from "@freight/next-api/server-api";
import { serverEnv } from "@/env";
import { SESSION_COOKIE } from "@/lib/session/session-paths";

/** The typed API client for the customer's request: their session from the `token` cookie, their address. */
export function getServerApi() {
  return openServerApi({ baseUrl: serverEnv().API_URL, sessionCookie: SESSION_COOKIE });
}
