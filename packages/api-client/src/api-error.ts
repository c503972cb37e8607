import type { ApiErrorBody } from "./types";

/** True when an answer body has the contract's `Error` shape. */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== "object" || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.statusCode === "number" &&
    typeof candidate.error === "string" &&
    typeof candidate.message === "string"
  );
}

/**
 * The sentence to show for an error answer: its `message` when the body carries a non-empty one,
 * otherwise `fallback`. Accepts anything, since a proxy or a crash may answer with a non-JSON body.
 */
export function readErrorMessage(body: unknown, fallback?: string): string | undefined {
  if (typeof body === "object" && body !== null) {
    const message = (body as Record<string, unknown>).message;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return fallback;
}
