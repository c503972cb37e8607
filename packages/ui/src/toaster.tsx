"use client";

import { useEffect, useRef } from "react";
import { toast as hotToast, ToastBar, Toaster } from "react-hot-toast";
import { COLORED_THEME, DEFAULT_NOTIFICATION, isToastHotkey } from "./toast-options";
import toastText from "./i18n/en/toast.json";

export interface AppToasterProps {
  regionLabel?: string;
}

/**
 * The one toast outlet of an app, with the spec's default notification for what a toast does not set: top-centre,
 * no auto-close, the coloured theme, no close button or progress bar, a toast closes when clicked; Alt+T moves
 * focus to the notifications (react-hot-toast has no hotkey of its own). The 300 ms delay is the helpers' (toast.ts).
 */
export function AppToaster({ regionLabel = toastText.region }: AppToasterProps) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToastHotkey(event)) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <section ref={regionRef} aria-label={regionLabel} tabIndex={-1} className="outline-none">
      <Toaster
        position={DEFAULT_NOTIFICATION.position}
        gutter={8}
        toastOptions={{
          duration: DEFAULT_NOTIFICATION.durationMs,
          style: { ...COLORED_THEME.info, borderRadius: "0.5rem", maxWidth: "28rem" },
          success: {
            style: COLORED_THEME.success,
            iconTheme: { primary: "#ffffff", secondary: "var(--color-success)" },
          },
          error: {
            style: COLORED_THEME.error,
            iconTheme: { primary: "#ffffff", secondary: "var(--color-danger)" },
          },
        }}
      >
        {(toast) => (
          <ToastBar toast={toast}>
            {({ icon, message }) => (
              <button
                type="button"
                className="flex items-center gap-2 text-left"
                data-toast-kind={toast.type}
                onClick={() => hotToast.dismiss(toast.id)}
              >
                {icon}
                {message}
              </button>
            )}
          </ToastBar>
        )}
      </Toaster>
    </section>
  );
}
