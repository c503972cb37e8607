import { redirect } from "next/navigation";
import { readErrorMessage } from "@freight/api-client/api-error";
import { currentPath, sessionEndUrl } from "@/lib/session/current-path";

/** What a read returned: the data, or why not (the page shows the message; spec 8 logs failed fetches). */
export type ApiRead<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Runs one API read for a Server Component. A 401 applies spec 8 (cookie dropped, sign-in, back after it); other
 * failures are logged and returned so the page can show an empty or explanatory state.
 */
export async function readApi<T>(label: string, call: () => Promise<FetchResult<T>>): Promise<ApiRead<T>> {
  let result: FetchResult<T>;
  try {
    result = await call();
  } catch (failure) {
    console.error(`${label} failed:`, failure instanceof Error ? failure.message : failure);
    return { ok: false, status: 0, message: "The service could not be reached." };
  }
  if (result.response.status === 401) redirect(sessionEndUrl(await currentPath()));
  if (result.data !== undefined && result.response.ok) return { ok: true, data: result.data };
  if (result.response.ok) return { ok: true, data: undefined as T };
  const message = readErrorMessage(result.error, `${label} answered ${result.response.status}.`) ?? "";
  console.error(`${label}: ${result.response.status} ${message}`);
  return { ok: false, status: result.response.status, message };
}

/** The data of a read, or a fallback when it failed. */
export function dataOr<T>(read: ApiRead<T>, fallback: T): T {
  return read.ok ? read.data : fallback;
}
