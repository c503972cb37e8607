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

/** The red border of an error toast (on the coloured theme's red). */
export const ERROR_TOAST_STYLE = { border: "2px solid var(--color-danger)" } as const;

/** What a notification can set for itself; what it leaves out comes from DEFAULT_NOTIFICATION. */
export interface NotificationSettings {
  /** How long it shows; Infinity keeps it until it is clicked. */
  durationMs: number;
  /** How long after the call it appears. */
  delayMs: number;
  position: "top-center";
  /** A click on the notification closes it. */
  closesOnClick: boolean;
  hasCloseButton: boolean;
  hasProgressBar: boolean;
  /** "colored": the notification's background is its kind's colour (success green, error red, info blue). */
  theme: "colored";
}

/**
 * The spec's default notification: no auto-close, no close button, closed by a click, no progress bar, top-centre,
 * the coloured theme, shown 300 ms after it is asked for. A toast takes each of these unless it sets its own.
 */
export const DEFAULT_NOTIFICATION: Readonly<NotificationSettings> = {
  durationMs: Number.POSITIVE_INFINITY,
  delayMs: 300,
  position: "top-center",
  closesOnClick: true,
  hasCloseButton: false,
  hasProgressBar: false,
  theme: "colored",
};

/** A toast's settings: its own where it sets them, the default notification's elsewhere. */
export function notificationSettings(own: Partial<NotificationSettings> = {}): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION };
  for (const [key, value] of Object.entries(own) as [keyof NotificationSettings, never][]) {
    if (value !== undefined) settings[key] = value;
  }
  return settings;
}

/** The coloured theme: each kind's background and text (white on the kind's colour, 4.5:1 or more). */
export const COLORED_THEME = {
  info: { background: "var(--color-brand-600)", color: "#ffffff" },
  success: { background: "var(--color-success)", color: "#ffffff" },
  error: { background: "var(--color-danger)", color: "#ffffff" },
} as const;
