"use client";

import { cx } from "@freight/ui/class-names";
import type { TimeSlot } from "@freight/domain/time/time-slots";
import { formatText, portalText } from "@/content/portal-text";

const text = portalText.booking;

/** The 8 three-hour slots of the chosen day as radio buttons; unavailable ones are disabled. */
export function SlotPicker({
  slots,
  value,
  onChange,
}: {
  slots: readonly TimeSlot[];
  value: string | null;
  onChange: (startsAt: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{text.slot}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const isChosen = slot.startsAt === value;
          return (
            <label
              key={slot.startsAt}
              className={cx(
                "relative flex h-12 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
                isChosen
                  ? "border-brand-600 bg-brand-600 text-white"
                  : slot.isAvailable
                    ? "border-line bg-surface text-ink hover:border-brand-500"
                    : "cursor-not-allowed border-line bg-surface-muted text-ink-muted line-through",
              )}
            >
              <input
                type="radio"
                name="slot"
                value={slot.startsAt}
                checked={isChosen}
                disabled={!slot.isAvailable}
                onChange={() => onChange(slot.startsAt)}
                className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                aria-label={
                  slot.isAvailable ? slot.label : formatText(text.slotUnavailable, { label: slot.label })
                }
              />
              <span aria-hidden="true">{slot.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
