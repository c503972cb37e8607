import { readErrorMessage } from "./api-error";

/** The shape every typed API call answers with (openapi-fetch): data on 2xx, error otherwise. */
export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** A non-2xx answer, carrying the contract's human-readable `message` when the API sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/**
 * The API could not give an answer right now: it is down, too slow, rate limiting (429) or failing (5xx).
 * A page that needs the answer shows a failure (503 and a retry notice), never "not found" or an empty list.
 */
export class ApiUnavailableError extends Error {
  constructor(
    readonly call: string,
    /** The HTTP status, or undefined when no answer came (refused, reset, timed out). */
    readonly status: number | undefined,
    reason: string,
  ) {
    super(`${call} unavailable: ${reason}`);
    this.name = "ApiUnavailableError";
  }
}

/** Whether a status means "try again later" rather than "this request is wrong". */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** The `message` of the contract's Error schema, or a fallback for answers without one. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return readErrorMessage(error, fallback) ?? fallback;
}

/** The answer's data; throws an ApiRequestError for an error answer. */
export function dataOrThrow<T>(result: ApiResult<T>, call: string): Exclude<T, undefined> {
  if (result.error !== undefined || result.data === undefined) {
    throw new ApiRequestError(
      result.response.status,
      apiErrorMessage(result.error, `${call} answered ${result.response.status}`),
    );
  }
  return result.data as Exclude<T, undefined>;
}

/** Awaits a call; a thrown fetch (refused, reset, aborted by the timeout) becomes an ApiUnavailableError. */
async function settle<T>(request: Promise<ApiResult<T>>, call: string): Promise<ApiResult<T>> {
  try {
    return await request;
  } catch (error) {
    throw new ApiUnavailableError(call, undefined, error instanceof Error ? error.message : String(error));
  }
}

function failure(result: ApiResult<unknown>, call: string): Error {
  const status = result.response.status;
  const message = apiErrorMessage(result.error, `${call} answered ${status}`);
  return isRetryableStatus(status)
    ? new ApiUnavailableError(call, status, message)
    : new ApiRequestError(status, message);
}

/**
 * A public read the page cannot do without: its data, or a thrown error. Only the API's own 2xx is data;
 * a failure is never turned into "nothing" (that showed an empty shop, or a 404 for an existing hub).
 */
export async function readPublic<T>(
  request: Promise<ApiResult<T>>,
  call: string,
): Promise<Exclude<T, undefined>> {
  const result = await settle(request, call);
  if (result.error !== undefined || result.data === undefined) throw failure(result, call);
  return result.data as Exclude<T, undefined>;
}

/** For detail pages: the data, `null` only when the API answers 404, otherwise a thrown error. */
export async function readPublicOrNotFound<T>(
  request: Promise<ApiResult<T>>,
  call: string,
): Promise<Exclude<T, undefined> | null> {
  const result = await settle(request, call);
  if (result.response.status === 404) return null;
  if (result.error !== undefined || result.data === undefined) throw failure(result, call);
  return result.data as Exclude<T, undefined>;
}
