import { headers } from "next/headers";
import { connection } from "next/server";
import { createApiClient, forwardedForOf } from "@freight/api-client/client";
import { serverEnv } from "@/env";

/** The visitor's address chain of the request being served, for the API's per-visitor limits. */
async function visitorForwardedFor(): Promise<string | undefined> {
  return forwardedForOf(await headers());
}

/**
 * The typed API client for a visitor's request (Server Actions, route handlers, per-request renders): every
 * call carries the visitor's address (X-Forwarded-For), so the API limits that visitor, not this server.
 */
export function createServerApiClient() {
  return createApiClient({ baseUrl: serverEnv().API_URL, getForwardedFor: visitorForwardedFor });
}

/**
 * The typed API client for a render shared by every visitor (a cached page or `use cache` function), where
 * there is no visitor to name: the API counts these calls as this server's own and does not limit them.
 */
export function createSharedReadApiClient() {
  return createApiClient({ baseUrl: serverEnv().API_URL });
}

/**
 * The typed API client for Server Components. `connection()` marks the render as per request,
 * so API data is never baked in at build time (the API is not running during `next build`).
 */
export async function getServerApi() {
  await connection();
  return createServerApiClient();
}
