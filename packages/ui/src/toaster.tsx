"use client";

import { useEffect, useRef } from "react";
import { toast as hotToast, ToastBar, Toaster } from "react-hot-toast";
import { GENERAL_TOAST_DURATION_MS, isToastHotkey } from "./toast-options";
import toastText from "./i18n/en/toast.json";

export interface AppToasterProps {
  regionLabel?: string;
}

/**
 * The one toast outlet of an app: top-centre, 5000 ms by default, a toast closes when clicked,
 * and Alt+T moves focus to the notifications (react-hot-toast has no hotkey of its own).
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
        position="top-center"
        gutter={8}
        toastOptions={{
          duration: GENERAL_TOAST_DURATION_MS,
          style: { color: "var(--color-ink)", borderRadius: "0.5rem", maxWidth: "28rem" },
          success: { style: { border: "1px solid var(--color-success)" } },
        }}
      >
        {(toast) => (
          <ToastBar toast={toast}>
            {({ icon, message }) => (
              <button
                type="button"
                className="flex items-center gap-2 text-left"
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
