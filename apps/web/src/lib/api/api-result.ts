import { readErrorMessage } from "@freight/api-client/api-error";

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

/**
 * Spec 8: a failed catalogue or content fetch is only logged; the section gets no data and shows nothing.
 * Network failures (the API is down) are treated the same way.
 */
export async function dataOrNothing<T>(request: Promise<ApiResult<T>>, call: string): Promise<Exclude<T, undefined> | undefined> {
  try {
    return dataOrThrow(await request, call);
  } catch (error) {
    console.error(`${call} failed:`, error instanceof Error ? error.message : error);
    return undefined;
  }
}

/** For detail pages: the data, `null` when the API says the thing does not exist, otherwise an error. */
export async function dataOrNotFound<T>(request: Promise<ApiResult<T>>, call: string): Promise<Exclude<T, undefined> | null> {
  const result = await request;
  if (result.response.status === 404) return null;
  return dataOrThrow(result, call);
}
