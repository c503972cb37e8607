"use client";

import {
  APPOINTMENT_KINDS,
  appointmentFlags,
  appointmentKindOf,
  PICK_UP_DELIVERY_ROLES,
  type AppointmentKind,
  type PickUpDeliveryRole,
} from "@freight/domain/orders/pick-up-delivery";
import type { PickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import {
  serviceWindowTimeToTimeInput,
  timeInputToServiceWindowTime,
} from "@freight/domain/time/service-window";
import { portalText } from "@/content/portal-text";
import { hintClass, inputClass, labelClass, textareaClass } from "@/components/layout/field-styles";
import { useAppSelector } from "@/store/hooks";
import { selectTempList } from "@/store/temp-slice";
import { ReferenceSelect } from "./reference-select";
import { selectBooking } from "./services-slice";

const text = portalText.booking;

/**
 * The address and load of a pick-up or delivery stop (pick-up/delivery service detail): its own temperature
 * control, commodity and trailer type (a stop may differ from the booking's load) and the name its driver checks in
 * as. A reference left at "None" is sent as null.
 */
export function StopFields({
  id,
  title,
  stop,
  onChange,
}: {
  id: string;
  title: string;
  stop: PickUpDeliveryDetail;
  onChange: (patch: Partial<PickUpDeliveryDetail>) => void;
}) {
  const appointment = appointmentKindOf(stop);
  const temps = useAppSelector(selectTempList);
  const { commodity, equipment } = useAppSelector(selectBooking);
  return (
    <fieldset className="rounded-lg border border-line p-4" data-testid={`stop-${id}`}>
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-address`} className={labelClass}>
            {text.address}
          </label>
          <input
            id={`${id}-address`}
            className={inputClass}
            value={stop.address}
            maxLength={300}
            autoComplete="street-address"
            required
            onChange={(event) => onChange({ address: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-city`} className={labelClass}>
            {text.city}
          </label>
          <input
            id={`${id}-city`}
            className={inputClass}
            value={stop.city}
            maxLength={100}
            required
            onChange={(event) => onChange({ city: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-zip`} className={labelClass}>
            {text.zipCode}
          </label>
          <input
            id={`${id}-zip`}
            className={inputClass}
            value={stop.zipCode}
            maxLength={20}
            inputMode="numeric"
            onChange={(event) => onChange({ zipCode: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-weight`} className={labelClass}>
            {text.weight}
          </label>
          <input
            id={`${id}-weight`}
            type="number"
            min={1}
            step={1}
            className={inputClass}
            value={stop.weight > 0 ? stop.weight : ""}
            required
            onChange={(event) => onChange({ weight: Math.max(0, Number(event.target.value) || 0) })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-pallets`} className={labelClass}>
            {text.pallets}
          </label>
          <input
            id={`${id}-pallets`}
            type="number"
            min={1}
            step={1}
            className={inputClass}
            value={stop.quantity}
            onChange={(event) =>
              onChange({ quantity: Math.max(1, Math.trunc(Number(event.target.value) || 1)) })
            }
          />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {text.stopDate}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={inputClass}
            value={stop.date.from}
            onChange={(event) => {
              const from = event.target.value;
              onChange({
                date: stop.date.isRange ? { ...stop.date, from } : { from, to: from, isRange: false },
              });
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-last-day`} className={labelClass}>
            {text.stopLastDay}
          </label>
          <input
            id={`${id}-last-day`}
            type="date"
            className={inputClass}
            value={stop.date.isRange ? stop.date.to : ""}
            min={stop.date.from || undefined}
            onChange={(event) => {
              const to = event.target.value;
              onChange({
                date: to
                  ? { from: stop.date.from, to, isRange: to !== stop.date.from }
                  : { from: stop.date.from, to: stop.date.from, isRange: false },
              });
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-window-from`} className={labelClass}>
            {text.windowFrom}
          </label>
          <input
            id={`${id}-window-from`}
            type="time"
            step={900}
            className={inputClass}
            value={serviceWindowTimeToTimeInput(stop.time.from)}
            onChange={(event) => {
              const from = timeInputToServiceWindowTime(event.target.value);
              if (from) onChange({ time: { ...stop.time, from } });
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-window-to`} className={labelClass}>
            {text.windowTo}
          </label>
          <input
            id={`${id}-window-to`}
            type="time"
            step={900}
            className={inputClass}
            value={serviceWindowTimeToTimeInput(stop.time.to)}
            onChange={(event) => {
              const to = timeInputToServiceWindowTime(event.target.value);
              if (to) onChange({ time: { ...stop.time, to, isRange: true } });
            }}
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={labelClass}>
            {text.role}
          </label>
          <select
            id={`${id}-role`}
            className={inputClass}
            value={stop.role}
            onChange={(event) => onChange({ role: event.target.value as PickUpDeliveryRole })}
          >
            {PICK_UP_DELIVERY_ROLES.map((role) => (
              <option key={role} value={role}>
                {text.roles[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-appointment`} className={labelClass}>
            {text.appointment}
          </label>
          <select
            id={`${id}-appointment`}
            className={inputClass}
            value={appointment}
            onChange={(event) => onChange(appointmentFlags(event.target.value as AppointmentKind))}
          >
            {APPOINTMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {text.appointments[kind]}
              </option>
            ))}
          </select>
        </div>
        <ReferenceSelect
          id={`${id}-temp`}
          label={text.stopTemperature}
          noneLabel={text.none}
          value={stop.temp || null}
          options={temps}
          onChange={(temp) => onChange({ temp: temp ?? 0 })}
        />
        <ReferenceSelect
          id={`${id}-commodity`}
          label={text.stopCommodity}
          noneLabel={text.none}
          value={stop.commodityId || null}
          options={commodity}
          onChange={(commodityId) => onChange({ commodityId: commodityId ?? 0 })}
        />
        <ReferenceSelect
          id={`${id}-trailer`}
          label={text.stopTrailerType}
          noneLabel={text.none}
          value={stop.trailerTypeId || null}
          options={equipment}
          onChange={(trailerTypeId) => onChange({ trailerTypeId: trailerTypeId ?? 0 })}
        />
        <div>
          <label htmlFor={`${id}-check-in-as`} className={labelClass}>
            {text.checkInAs}
          </label>
          <input
            id={`${id}-check-in-as`}
            className={inputClass}
            value={stop.checkInAs}
            maxLength={100}
            autoComplete="organization"
            aria-describedby={`${id}-check-in-as-hint`}
            onChange={(event) => onChange({ checkInAs: event.target.value })}
          />
          <p id={`${id}-check-in-as-hint`} className={hintClass}>
            {text.checkInAsHint}
          </p>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-notes`} className={labelClass}>
            {text.stopNotes}
          </label>
          <textarea
            id={`${id}-notes`}
            className={textareaClass}
            value={stop.notes}
            maxLength={5000}
            onChange={(event) => onChange({ notes: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  );
}
