import { toast } from "react-hot-toast";
import {
  COLORED_THEME,
  ERROR_TOAST_DURATION_MS,
  ERROR_TOAST_ID,
  ERROR_TOAST_STYLE,
  GENERAL_TOAST_DURATION_MS,
  notificationSettings,
  type NotificationSettings,
} from "./toast-options";

type NotificationKind = keyof typeof COLORED_THEME;

let nextId = 0;

/**
 * Shows a notification with the settings it sets and the default notification's for the rest (300 ms later,
 * coloured, closed by a click). Returns its id at once, so it can be dismissed before it appears.
 */
function notify(
  kind: NotificationKind,
  message: string,
  own: Partial<NotificationSettings> & {
    id?: string;
    isAlert?: boolean;
    style?: Record<string, string>;
  } = {},
): string {
  const { id = `notice-${(nextId += 1)}`, isAlert = false, style, ...settings } = own;
  const { durationMs, delayMs } = notificationSettings(settings);
  const show = () => {
    // An error replaces whatever is showing (spec: a 400's message replaces any toast already showing).
    if (kind === "error") toast.dismiss();
    const options = {
      id,
      duration: durationMs,
      style: { ...COLORED_THEME[kind], ...style },
      ...(isAlert ? { ariaProps: { role: "alert", "aria-live": "assertive" } as const } : {}),
    };
    if (kind === "error") toast.error(message, options);
    else if (kind === "success") toast.success(message, options);
    else toast(message, options);
  };
  if (delayMs > 0) window.setTimeout(show, delayMs);
  else show();
  return id;
}

/**
 * Shows an API or validation error: red, for 2000 ms, replacing any toast already showing.
 */
export function showErrorToast(message: string): string {
  return notify("error", message, {
    id: ERROR_TOAST_ID,
    durationMs: ERROR_TOAST_DURATION_MS,
    style: ERROR_TOAST_STYLE,
    isAlert: true,
  });
}

/** Shows a confirmation that something worked (a general toast: 5000 ms). */
export function showSuccessToast(message: string): string {
  return notify("success", message, { durationMs: GENERAL_TOAST_DURATION_MS });
}

/** Shows a neutral notice (a general toast: 5000 ms). */
export function showInfoToast(message: string): string {
  return notify("info", message, { durationMs: GENERAL_TOAST_DURATION_MS });
}

/** Shows a notice with the default notification's settings only: it stays until it is clicked. */
export function showNotification(message: string): string {
  return notify("info", message);
}
