"use client";

import { showErrorToast } from "@freight/ui/toast";
import type { ActionResult } from "./action-result";
import { endSessionHere } from "./post-form-data";

/**
 * The browser side of a Server Action's answer: a 401 goes through /session/end, a failure shows its message
 * in the red toast (400), success hands back the data.
 */
export function handleActionResult<T>(result: ActionResult<T>): result is { ok: true; data: T } {
  if (result.ok) return true;
  if (result.kind === "unauthorized") {
    endSessionHere();
    return false;
  }
  showErrorToast(result.message);
  return false;
}
