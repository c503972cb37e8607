import { localDateOf, SLOT_START_HOURS, slotEndHour } from "@freight/domain/time/time-slots";
import { clockTimeLabel } from "@freight/domain/time/hour-labels";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { moveOrderToSlotAction } from "./order-actions";
import { LabeledField } from "@/components/labeled-field";

/**
 * Another slot of the order's hub, chosen on the hub's clock; the API checks capacity and closures and prices the
 * order as the new slot.
 */
export function MoveToSlotForm({
  orderId,
  timeFrom,
  timeZone,
}: {
  orderId: number;
  timeFrom: string;
  timeZone: string;
}) {
  return (
    <ActionForm action={moveOrderToSlotAction} label="Move to another slot" className="max-w-2xl">
      <input type="hidden" name="orderId" value={orderId} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <p className="text-sm text-ink-muted">
        The order is priced as the new slot (its fee: business hours, after hours or call-out, and the day&apos;s
        tier); a paid order owes any difference, and cannot move to a slot that costs less than was paid.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <LabeledField label="Day (hub time)">
          <input
            type="date"
            name="date"
            required
            defaultValue={localDateOf(timeFrom, timeZone)}
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="Slot (hub time)">
          <select name="startHour" className={fieldClassName}>
            {SLOT_START_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {`${clockTimeLabel(hour)} – ${clockTimeLabel(slotEndHour(hour))}`}
              </option>
            ))}
          </select>
        </LabeledField>
        <label className="flex flex-1 flex-col gap-1">
          <span className="font-medium">Reason the customer is told</span>
          <input name="reason" required maxLength={500} className={fieldClassName} />
        </label>
        <Button type="submit" variant="secondary">
          Move
        </Button>
      </div>
    </ActionForm>
  );
}
