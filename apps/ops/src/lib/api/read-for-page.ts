import { forbidden, notFound, redirect } from "next/navigation";
import {
  ApiRequestError,
  ApiUnavailableError,
  apiErrorMessage,
  isRetryableStatus,
  type ApiResult,
} from "@freight/api-client/api-read";
import { currentPath } from "@/lib/session/current-path";
import { signInPath } from "@/lib/session/session-cookie";

/**
 * One API read a console page needs. A 401 sends the person to sign in and back; 403 renders the console's
 * "not yours" page; 404 its not-found page; a failure of the API throws ApiUnavailableError, which the error
 * boundary shows as a retry notice answered with 503, never as an empty list that looks real.
 */
export async function readForPage<T>(
  call: string,
  request: Promise<ApiResult<T>>,
): Promise<Exclude<T, undefined>> {
  let result: ApiResult<T>;
  try {
    result = await request;
  } catch (error) {
    throw new ApiUnavailableError(call, undefined, error instanceof Error ? error.message : String(error));
  }
  const status = result.response.status;
  if (status === 401) redirect(signInPath(await currentPath()));
  if (status === 403) forbidden();
  if (status === 404) notFound();
  if (result.error !== undefined || result.data === undefined) {
    const message = apiErrorMessage(result.error, `${call} answered ${status}`);
    throw isRetryableStatus(status)
      ? new ApiUnavailableError(call, status, message)
      : new ApiRequestError(status, message);
  }
  return result.data as Exclude<T, undefined>;
}
