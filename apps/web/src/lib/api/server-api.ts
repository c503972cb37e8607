import { createApiClient } from "@freight/api-client/client";
import { serverEnv } from "@/env";

/** A server-side API call that has not answered by then fails (the page shows a retry notice), rather than hanging. */
export const SERVER_API_TIMEOUT_MS = 8_000;

/** The typed API client at the server-side API_URL, for Server Actions and cached public reads. */
export function createServerApiClient() {
  return createApiClient({
    baseUrl: serverEnv().API_URL,
    fetch: (request) => fetch(request, { signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS) }),
  });
}
