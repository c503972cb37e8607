import { readForPage as readWith } from "@freight/next-api/read-for-page";
import type { ApiResult } from "@freight/api-client/api-read";
import { currentPath } from "@/lib/session/current-path";
import { signInPath } from "@/lib/session/session-cookie";

/** One API read a console page needs (`@freight/next-api/read-for-page`); a 401 signs the person in and back. */
export function readForPage<T>(call: string, request: Promise<ApiResult<T>>) {
  return readWith(call, request, { signInUrl: async () => signInPath(await currentPath()) });
}
