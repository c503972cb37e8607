/** Error toasts close after 2000 ms. */
export const ERROR_TOAST_DURATION_MS = 2000;

/** General toasts close after 5000 ms. */
export const GENERAL_TOAST_DURATION_MS = 5000;

/** One id for every error toast, so a new error replaces the one showing instead of stacking. */
export const ERROR_TOAST_ID = "freight-error";

/** The keyboard shortcut that focuses the notifications: Alt+T. */
const TOAST_HOTKEY = { altKey: true, code: "KeyT", label: "Alt+T" } as const;

/** Whether a keyboard event is the notifications hotkey (Alt+T, by physical key so layouts do not matter). */
export function isToastHotkey(event: { altKey: boolean; code: string }): boolean {
  return event.altKey === TOAST_HOTKEY.altKey && event.code === TOAST_HOTKEY.code;
}

/** The red border of an error toast. */
export const ERROR_TOAST_STYLE = { border: "2px solid var(--color-danger)" } as const;
