"use client";

import { Button } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { timeZoneAbbreviationsOfDay } from "@freight/domain/time/hub-clock";
import { todayIn } from "@freight/domain/time/time-slots";
import { formatText, portalText } from "@/content/portal-text";
import {
  hintClass,
  inputBaseClass,
  inputClass,
  labelClass,
  sectionTitleClass,
} from "@/components/layout/field-styles";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { BookingDateInput } from "./booking-date-input";
import {
  dateChosen,
  hubChosen,
  quantityChanged,
  selectBooking,
  selectChosenHub,
  serviceChosen,
  slotChosen,
} from "./services-slice";
import { SlotPicker } from "./slot-picker";

const text = portalText.booking;

/** The hub's zone as its clock reads on the day: "PST", or "PST/PDT" on the day the clocks change. */
function zoneOfDay(date: string | undefined, timeZone: string): string {
  try {
    return date ? timeZoneAbbreviationsOfDay(date, timeZone) : timeZone;
  } catch {
    return timeZone;
  }
}

/** The booking's service, hub, date, three-hour slot (in the hub's time zone) and quantity. */
export function ServiceSlotSection() {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const hub = useAppSelector(selectChosenHub);
  const service = booking.selectedService;
  const isEdit = booking.editId !== null;
  // An edit may keep a date already past; a new booking starts today on the hub's clock.
  const today = hub ? todayIn(hub.timeZone || "UTC", booking.now) : undefined;
  return (
    <Card as="section" aria-labelledby="booking-service-title" className="flex flex-col gap-5">
      <h2 id="booking-service-title" className={sectionTitleClass}>
        {text.service}
      </h2>
      <fieldset>
        <legend className="sr-only">{text.service}</legend>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
          {booking.data.map((item) => {
            const isChosen = service?.id === item.id;
            return (
              <label
                key={item.id}
                className={cx(
                  "flex min-w-0 cursor-pointer items-center gap-2 rounded-lg border p-2.5 text-sm font-semibold break-words transition-colors sm:gap-3 sm:p-3 sm:text-base has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500",
                  isChosen
                    ? "border-brand-600 bg-brand-50 text-brand-700"
                    : "border-line hover:border-brand-500",
                )}
              >
                <input
                  type="radio"
                  name="service"
                  value={item.id}
                  checked={isChosen}
                  onChange={() => dispatch(serviceChosen(item.id))}
                  className="size-4 accent-brand-600"
                />
                {item.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="booking-hub" className={labelClass}>
            {text.hub}
          </label>
          <select
            id="booking-hub"
            className={inputClass}
            value={booking.hubId ?? ""}
            onChange={(event) => dispatch(hubChosen(Number(event.target.value)))}
          >
            <option value="" disabled>
              {text.hubPlaceholder}
            </option>
            {booking.hubs.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="booking-date" className={labelClass}>
            {text.date}
          </label>
          <BookingDateInput
            id="booking-date"
            className={inputClass}
            date={service?.date ?? ""}
            min={isEdit ? undefined : today}
            disabled={!service}
            onDateChosen={(date) => dispatch(dateChosen(date))}
          />
        </div>
      </div>
      {hub ? (
        <div className="flex flex-col gap-2">
          <SlotPicker
            slots={booking.timeRangeData}
            value={service?.time ?? null}
            onChange={(startsAt) => dispatch(slotChosen(startsAt))}
          />
          <p className={hintClass}>
            {formatText(text.slotHint, {
              zone: zoneOfDay(service?.date || today, hub.timeZone || "UTC"),
            })}
          </p>
        </div>
      ) : (
        <p className={hintClass}>{text.chooseHubFirst}</p>
      )}
      <div>
        <span id="booking-quantity-label" className={labelClass}>
          {text.quantity}
        </span>
        <div className="inline-flex items-center gap-2" role="group" aria-labelledby="booking-quantity-label">
          <Button
            variant="secondary"
            size="sm"
            className="size-11 px-0"
            aria-label={text.decrease}
            disabled={!service || service.quantity <= 1}
            onClick={() => dispatch(quantityChanged({ kind: "decrease" }))}
          >
            −
          </Button>
          <input
            type="number"
            min={1}
            max={1000}
            step={1}
            aria-labelledby="booking-quantity-label"
            className={cx(inputBaseClass, "w-24 text-center")}
            value={service?.quantity ?? 1}
            disabled={!service}
            onChange={(event) =>
              dispatch(quantityChanged({ kind: "set", value: Number(event.target.value) }))
            }
          />
          <Button
            variant="secondary"
            size="sm"
            className="size-11 px-0"
            aria-label={text.increase}
            disabled={!service}
            onClick={() => dispatch(quantityChanged({ kind: "increase" }))}
          >
            +
          </Button>
        </div>
      </div>
    </Card>
  );
}
