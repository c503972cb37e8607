import type { Schema } from "@freight/api-client/types";
import { centsToDecimal } from "@freight/domain/money/cents";
import {
  MAX_CHECK_IN_CLOSES_MINUTES_AFTER,
  MAX_CHECK_IN_OPENS_MINUTES_BEFORE,
} from "@freight/domain/orders/check-in-window";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { saveHubAction } from "./hub-actions";

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The text fields of a hub, in form order. */
function detailFields(hub: Schema<"StaffHub">) {
  return [
    { name: "name", label: "Name", value: hub.name, maxLength: 120, isRequired: true },
    { name: "address", label: "Street address", value: hub.address, maxLength: 200, isRequired: true },
    { name: "city", label: "City", value: hub.city, maxLength: 100, isRequired: true },
    { name: "state", label: "State or province", value: hub.state, maxLength: 100, isRequired: true },
    { name: "zipCode", label: "ZIP or postal code", value: hub.zipCode, maxLength: 20, isRequired: true },
    { name: "phone", label: "Phone", value: hub.phone, maxLength: 40, isRequired: false },
    {
      name: "timeZone",
      label: "Time zone (IANA, e.g. America/Chicago)",
      value: hub.timeZone,
      maxLength: 64,
      isRequired: true,
    },
    { name: "latitude", label: "Latitude", value: String(hub.latitude), maxLength: 20, isRequired: true },
    { name: "longitude", label: "Longitude", value: String(hub.longitude), maxLength: 20, isRequired: true },
  ];
}

/** A hub's details, its week of opening hours (on its own clock), slot capacity and minimal charge. */
export function HubForm({ hub }: { hub: Schema<"StaffHub"> }) {
  const hoursOf = (weekday: number) => hub.openingHours.find((entry) => entry.weekday === weekday);
  return (
    <ActionForm action={saveHubAction} label={`Edit ${hub.name}`} className="gap-5">
      <input type="hidden" name="hubId" value={hub.id} />
      <input type="hidden" name="version" value={hub.version} />
      <div className="grid gap-4 md:grid-cols-2">
        {detailFields(hub).map((field) => (
          <LabeledField key={field.name} label={field.label}>
            <input
              name={field.name}
              required={field.isRequired}
              maxLength={field.maxLength}
              defaultValue={field.value}
              className={fieldClassName}
            />
          </LabeledField>
        ))}
        <LabeledField label="Minimal charge (USD)">
          <input
            name="minimalCharge"
            inputMode="decimal"
            required
            defaultValue={centsToDecimal(hub.minimalCharge)}
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="Check-in opens (minutes before the slot starts)">
          <input
            name="checkInOpensMinutesBefore"
            type="number"
            min={0}
            max={MAX_CHECK_IN_OPENS_MINUTES_BEFORE}
            required
            defaultValue={hub.checkInOpensMinutesBefore}
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="Check-in closes (minutes after the slot ends)">
          <input
            name="checkInClosesMinutesAfter"
            type="number"
            min={0}
            max={MAX_CHECK_IN_CLOSES_MINUTES_AFTER}
            required
            defaultValue={hub.checkInClosesMinutesAfter}
            className={fieldClassName}
          />
        </LabeledField>
        <LabeledField label="Orders per slot">
          <input
            name="slotCapacity"
            type="number"
            min={1}
            max={1000}
            required
            defaultValue={hub.slotCapacity}
            className={fieldClassName}
          />
        </LabeledField>
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="isPublic" defaultChecked={hub.isPublic} className="mt-1" />
        <span>
          Public: visitors see this hub on the site and the map with its prices, and every customer may book
          it. Unticked, only accounts given their own rates at this hub can book it.
        </span>
      </label>
      <LabeledField label="Description">
        <textarea
          name="description"
          maxLength={2000}
          defaultValue={hub.description}
          className={`${fieldClassName} h-24 py-2`}
        />
      </LabeledField>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">
          Opening hours on the hub&apos;s clock (a closing time at or before opening runs past midnight)
        </legend>
        {WEEKDAY_NAMES.map((day, weekday) => {
          const hours = hoursOf(weekday);
          return (
            <div key={day} className="flex flex-wrap items-end gap-3" data-testid={`hours-${weekday}`}>
              <label className="flex w-36 items-center gap-2">
                <input type="checkbox" name={`open-${weekday}`} defaultChecked={hours !== undefined} />
                Open on {day}
              </label>
              <LabeledField label={`${day} opens`} isCompact>
                <input
                  name={`opens-${weekday}`}
                  pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
                  placeholder="07:00"
                  defaultValue={hours?.open ?? "07:00"}
                  className={`${fieldClassName} w-28`}
                />
              </LabeledField>
              <LabeledField label={`${day} closes`} isCompact>
                <input
                  name={`closes-${weekday}`}
                  pattern="([01][0-9]|2[0-3]):[0-5][0-9]|24:00"
                  placeholder="18:00"
                  defaultValue={hours?.close ?? "18:00"}
                  className={`${fieldClassName} w-28`}
                />
              </LabeledField>
            </div>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit">Save</Button>
      </div>
    </ActionForm>
  );
}
