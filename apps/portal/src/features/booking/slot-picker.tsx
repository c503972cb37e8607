"use client";

import { cx } from "@freight/ui/class-names";
import type { BookingSlot } from "./services-slice";
import { slotFeeNote } from "./slot-fee-note";
import { formatText, portalText } from "@/content/portal-text";

const text = portalText.booking;

/** What a slot's button says under its time: places left, full or closed (the hub's live answer), else nothing. */
function placesNote(slot: BookingSlot): string {
  if (slot.live === "full") return text.slotFull;
  if (slot.live === "closed") return text.slotClosed;
  if (!slot.isAvailable || slot.remaining === null) return "";
  return slot.remaining === 1
    ? text.slotOnePlaceLeft
    : formatText(text.slotPlacesLeft, { count: slot.remaining });
}

/**
 * The 8 three-hour slots of the chosen day as radio buttons with the places left and, outside the hub's opening
 * hours, the fee the slot adds (after hours or call fee, with its amount for the chosen service); unavailable
 * ones are disabled and say why to screen readers (closed with the hub's reason, fully booked, too soon).
 */
export function SlotPicker({
  slots,
  value,
  onChange,
}: {
  slots: readonly BookingSlot[];
  value: string | null;
  onChange: (startsAt: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{text.slot}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {slots.map((slot) => {
          const isChosen = slot.startsAt === value;
          const note = placesNote(slot);
          const noteId = `slot-note-${slot.startHour}`;
          const fee = slot.isAvailable ? slotFeeNote(slot) : null;
          const feeId = `slot-fee-${slot.startHour}`;
          const describedBy = [note && slot.isAvailable ? noteId : null, fee ? feeId : null]
            .filter(Boolean)
            .join(" ");
          return (
            <label
              key={slot.startsAt}
              className={cx(
                "relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-lg border px-1 py-1 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
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
                  slot.isAvailable
                    ? slot.label
                    : slot.reason
                      ? formatText(text.slotUnavailableBecause, { label: slot.label, reason: slot.reason })
                      : formatText(text.slotUnavailable, { label: slot.label })
                }
                aria-describedby={describedBy || undefined}
              />
              <span aria-hidden="true">{slot.label}</span>
              {note ? (
                <span id={noteId} className="text-xs font-normal" data-testid="slot-note">
                  {note}
                </span>
              ) : null}
              {fee ? (
                <span
                  id={feeId}
                  className={cx("text-xs font-normal", isChosen ? "text-white" : "text-accent-600")}
                  data-testid="slot-fee"
                  data-fee-type={slot.feeType ?? undefined}
                >
                  {fee}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
