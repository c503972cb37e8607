import { readErrorMessage } from "@freight/api-client/api-error";

/** What a Server Action tells the browser: done (with data), a message to show, or that the session ended. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; kind: "unauthorized" }
  | { ok: false; kind: "failed"; status: number; message: string };

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Runs one API write for a Server Action and turns the answer into an ActionResult. */
export async function runAction<T>(
  label: string,
  call: () => Promise<FetchResult<T>>,
): Promise<ActionResult<T>> {
  try {
    const result = await call();
    if (result.response.status === 401) return { ok: false, kind: "unauthorized" };
    if (result.response.ok) return { ok: true, data: result.data as T };
    return {
      ok: false,
      kind: "failed",
      status: result.response.status,
      message: readErrorMessage(result.error, `${label} answered ${result.response.status}.`) ?? "",
    };
  } catch (failure) {
    console.error(`${label} failed:`, failure instanceof Error ? failure.message : failure);
    return {
      ok: false,
      kind: "failed",
      status: 0,
      message: "The service could not be reached. Please try again.",
    };
  }
}
