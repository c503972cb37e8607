import { openServerApi } from "@freight/next-api/server-api";
import { serverEnv } from "@/env";
import { OPS_SESSION_COOKIE } from "@/lib/session/session-cookie";

/** The typed API client for the staff member's request: their session from the console's cookie, their address. */
export function getServerApi() {
  return openServerApi({ baseUrl: serverEnv().API_URL, sessionCookie: OPS_SESSION_COOKIE });
}
