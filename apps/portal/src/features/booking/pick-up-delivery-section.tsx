"use client";

import { Card } from "@freight/ui/card";
import { PickUpDeliveryType } from "@freight/domain/orders/pick-up-delivery";
import { portalText } from "@/content/portal-text";
import { hintClass, sectionTitleClass } from "@/components/layout/field-styles";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { selectBooking, stopChanged, stopToggled } from "./services-slice";
import { StopFields } from "./stop-fields";

const text = portalText.booking;

/** The optional pick-up and delivery legs, each with its stop's address, date and load. */
export function PickUpDeliverySection() {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const service = booking.selectedService;
  return (
    <Card as="section" aria-labelledby="booking-pd-title" className="flex flex-col gap-4">
      <div>
        <h2 id="booking-pd-title" className={sectionTitleClass}>
          {text.pickUpDelivery}
        </h2>
        <p className={hintClass}>{text.pickUpDeliveryHint}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        {booking.pdTypes.map((type) => {
          const isOn =
            type === PickUpDeliveryType.PickupAndDelivery
              ? Boolean(service?.puService && service.delService)
              : Boolean(type === PickUpDeliveryType.PickUp ? service?.puService : service?.delService);
          const label =
            type === PickUpDeliveryType.PickupAndDelivery
              ? text.addPickUpAndDelivery
              : type === PickUpDeliveryType.PickUp
                ? text.addPickUp
                : text.addDelivery;
          return (
            <label
              key={type}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 font-semibold"
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={isOn}
                onChange={(event) => dispatch(stopToggled({ type, isOn: event.target.checked }))}
              />
              {label}
            </label>
          );
        })}
      </div>
      {service?.puService ? (
        <StopFields
          id="pick-up"
          title={text.pickUp}
          stop={service.puService}
          onChange={(patch) => dispatch(stopChanged({ stop: "puService", patch }))}
        />
      ) : null}
      {service?.delService ? (
        <StopFields
          id="delivery"
          title={text.delivery}
          stop={service.delService}
          onChange={(patch) => dispatch(stopChanged({ stop: "delService", patch }))}
        />
      ) : null}
    </Card>
  );
}
