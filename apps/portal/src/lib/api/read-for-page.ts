import { readForPage as readWith } from "@freight/next-api/read-for-page";
import type { ApiResult } from "@freight/api-client/api-read";
import { currentPath, sessionEndUrl } from "@/lib/session/current-path";

/**
 * One API read a portal page needs (`@freight/next-api/read-for-page`): a 401 ends the visit's session (the cookie
 * is dropped and the visitor signs in and comes back here); a failure reaches the error boundary (503, retry notice).
 */
export function readForPage<T>(call: string, request: Promise<ApiResult<T>>) {
  return readWith(call, request, { signInUrl: async () => sessionEndUrl(await currentPath()) });
}
