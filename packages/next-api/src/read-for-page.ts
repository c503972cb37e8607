import { forbidden, notFound, redirect } from "next/navigation";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import {
  ApiRequestError,
  ApiUnavailableError,
  apiErrorMessage,
  isRetryableStatus,
  type ApiResult,
} from "@freight/api-client/api-read";

/** What a page read needs of its app: where a visitor whose session ended signs in again (and comes back). */
export interface PageReadConfig {
  signInUrl: () => Promise<string>;
}

/**
 * One API read a page needs, failing the same way in every app:
 * - 401 → the visitor signs in again and comes back (`redirect`);
 * - 403 → the app's "not yours" page (`forbidden`); 404 → its not-found page (`notFound`);
 * - no answer (refused, reset, the 8 s timeout), 408, 429 or 5xx → `ApiUnavailableError`; any other error answer →
 *   `ApiRequestError`. The page is marked unavailable first, so the app's server answers 503 with Retry-After:
 *   React does not render an error boundary on the server when the error is outside any Suspense boundary (Next
 *   sends its bare error page, which the browser replaces with the app's `error.tsx` retry notice). A failure is
 *   never shown as "not found" or as an empty list that looks real.
 */
export async function readForPage<T>(
  call: string,
  request: Promise<ApiResult<T>>,
  { signInUrl }: PageReadConfig,
): Promise<Exclude<T, undefined>> {
  let result: ApiResult<T>;
  try {
    result = await request;
  } catch (error) {
    markPageUnavailable();
    throw new ApiUnavailableError(call, undefined, error instanceof Error ? error.message : String(error));
  }
  const status = result.response.status;
  if (status === 401) redirect(await signInUrl());
  if (status === 403) forbidden();
  if (status === 404) notFound();
  if (!result.response.ok || result.error !== undefined) {
    const message = apiErrorMessage(result.error, `${call} answered ${status}`);
    markPageUnavailable();
    throw isRetryableStatus(status)
      ? new ApiUnavailableError(call, status, message)
      : new ApiRequestError(status, message);
  }
  return result.data as Exclude<T, undefined>;
}
