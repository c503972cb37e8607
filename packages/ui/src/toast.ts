import { toast } from "react-hot-toast";
import {
  ERROR_TOAST_DURATION_MS,
  ERROR_TOAST_ID,
  ERROR_TOAST_STYLE,
  GENERAL_TOAST_DURATION_MS,
} from "./toast-options";

/**
 * Shows an API or validation error (a 400 message in a red-bordered toast for 2000 ms,
 * replacing any toast already showing).
 */
export function showErrorToast(message: string): string {
  toast.dismiss();
  return toast.error(message, {
    id: ERROR_TOAST_ID,
    duration: ERROR_TOAST_DURATION_MS,
    style: ERROR_TOAST_STYLE,
    ariaProps: { role: "alert", "aria-live": "assertive" },
  });
}

/** Shows a confirmation that something worked. */
export function showSuccessToast(message: string): string {
  return toast.success(message, { duration: GENERAL_TOAST_DURATION_MS });
}

/** Shows a neutral notice. */
export function showInfoToast(message: string): string {
  return toast(message, { duration: GENERAL_TOAST_DURATION_MS });
}
