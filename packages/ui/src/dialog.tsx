"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cx } from "./class-names";
import dialogText from "./i18n/en/dialog.json";

export interface DialogProps {
  title: string;
  /** Read by screen readers when the dialog opens; shown under the title. */
  description?: string;
  /** The element that opens the dialog (rendered through Radix `asChild`); omit for a controlled dialog. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/** A modal dialog with focus trap, Escape to close and a labelled close button (Radix Dialog). */
export function Dialog({
  title,
  description,
  trigger,
  open,
  onOpenChange,
  closeLabel = dialogText.close,
  className,
  children,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-brand-900/50" />
        <DialogPrimitive.Content
          className={cx(
            "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-card",
            className,
          )}
          // Without a description Radix must be told there is none, or it points at a missing element.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-xl font-semibold text-ink">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted"
              aria-label={closeLabel}
            >
              <span aria-hidden="true">×</span>
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className="mb-4 text-ink-muted">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
