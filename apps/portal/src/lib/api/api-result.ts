import { redirect } from "next/navigation";
import { apiErrorMessage, type ApiResult } from "@freight/api-client/api-read";
import { currentPath, sessionEndUrl } from "@/lib/session/current-path";

/** What a read returned: the data, or why not (status 0 when no answer came), for the page to show. */
export type ApiRead<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/**
 * Runs one API read for a Server Component. A 401 ends the visit's session (the cookie is dropped and the
 * visitor signs in and comes back here); other failures are logged and returned so the page can explain them.
 */
export async function readApi<T>(label: string, call: () => Promise<ApiResult<T>>): Promise<ApiRead<T>> {
  let result: ApiResult<T>;
  try {
    result = await call();
  } catch (failure) {
    console.error(`${label} failed:`, failure instanceof Error ? failure.message : failure);
    return { ok: false, status: 0, message: "The service could not be reached." };
  }
  if (result.response.status === 401) redirect(sessionEndUrl(await currentPath()));
  if (result.data !== undefined && result.response.ok) return { ok: true, data: result.data };
  if (result.response.ok) return { ok: true, data: undefined as T };
  const message = apiErrorMessage(result.error, `${label} answered ${result.response.status}.`);
  console.error(`${label}: ${result.response.status} ${message}`);
  return { ok: false, status: result.response.status, message };
}

/** The data of a read, or a fallback when it failed. */
export function dataOr<T>(read: ApiRead<T>, fallback: T): T {
  return read.ok ? read.data : fallback;
}
