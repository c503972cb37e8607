import { openServerApi, openSharedReadApi } from "@freight/next-api/server-api";
import { serverEnv } from "@/env";

/**
 * The typed API client for a visitor's request (Server Actions, route handlers): every call carries the visitor's
 * address (X-Forwarded-For), so the API limits that visitor, not this server. No session is sent by default: a call
 * made for a signed-in customer passes their token (the shared `token` cookie) itself.
 */
export function getServerApi() {
  return openServerApi({ baseUrl: serverEnv().API_URL });
}

/**
 * The typed API client for reads shared by every visitor (`use cache` functions), where there is no visitor to
 * name (and `headers()` cannot be read): the API counts these calls as this server's own.
 */
export function getSharedReadApi() {
  return openSharedReadApi({ baseUrl: serverEnv().API_URL });
}
