import { connection } from "next/server";
import { createApiClient } from "@freight/api-client/client";
import { serverEnv } from "@/env";

/** The typed API client at the server-side API_URL (Server Actions use it directly). */
export function createServerApiClient() {
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
