import { localDateOf, SLOT_START_HOURS, slotEndHour } from "@freight/domain/time/time-slots";
import { clockTimeLabel } from "@freight/domain/time/hour-labels";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { moveOrderToSlotAction } from "./order-actions";
import { LabeledField } from "@/components/labeled-field";

/** Another slot of the order's hub, chosen on the hub's clock; the API checks capacity and closures. */
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
