"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { ScriptForm } from "@freight/ui/script-form";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { handleActionResult } from "@/lib/api/handle-action-result";
import type { HandOverBookingChoice } from "./load-shop-checkout";
import { placeShopOrderAction } from "./shop-order-actions";

const text = portalText.shop;

/** The value of the "at the counter" choice. */
const AT_COUNTER = "counter";

/**
 * The pick-up hub, how the products are handed over (at the counter, or to the driver of one of the customer's
 * bookings still to come at that hub) and "Place the order and pay"; the order's page takes the payment next.
 */
export function ShopCheckoutForm({
  cart,
  hubs,
  bookings,
  canOrder,
}: {
  cart: string;
  hubs: readonly { id: number; name: string }[];
  /** Null when the bookings could not be read: only the counter is offered, and the customer is told why. */
  bookings: readonly HandOverBookingChoice[] | null;
  canOrder: boolean;
}) {
  const id = useId();
  const router = useRouter();
  const [hubId, setHubId] = useState("");
  const [handOver, setHandOver] = useState(AT_COUNTER);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [isPending, startTransition] = useTransition();
  const bookingsHere = (bookings ?? []).filter((booking) => String(booking.hubId) === hubId);

  return (
    <ScriptForm
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await placeShopOrderAction({
            cart,
            hubId: Number(hubId),
            ...(handOver === AT_COUNTER ? {} : { orderId: Number(handOver) }),
            idempotencyKey,
          });
          if (handleActionResult(result)) router.push(`/dashboard/shop-orders/${result.data.id}`);
        });
      }}
    >
      <div>
        <label htmlFor={id} className={labelClass}>
          {text.pickUpHub}
        </label>
        <select
          id={id}
          required
          className={inputClass}
          value={hubId}
          onChange={(event) => {
            setHubId(event.target.value);
            setHandOver(AT_COUNTER);
          }}
        >
          <option value="">{text.chooseHub}</option>
          {hubs.map((hub) => (
            <option key={hub.id} value={hub.id}>
              {hub.name}
            </option>
          ))}
        </select>
      </div>
      {hubId !== "" ? (
        <fieldset className="flex flex-col gap-2">
          <legend className={labelClass}>{text.handOver}</legend>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-hand-over`}
              value={AT_COUNTER}
              checked={handOver === AT_COUNTER}
              onChange={() => setHandOver(AT_COUNTER)}
            />
            {text.atCounter}
          </label>
          {bookingsHere.map((booking) => (
            <label key={booking.id} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-hand-over`}
                value={booking.id}
                checked={handOver === String(booking.id)}
                onChange={() => setHandOver(String(booking.id))}
              />
              {formatText(text.withBooking, { booking: booking.label })}
            </label>
          ))}
          {bookings === null || bookingsHere.length === 0 ? (
            <p className="text-sm text-ink-muted">
              {bookings === null ? text.bookingsUnavailable : text.noBookingsHere}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Button type="submit" size="lg" isLoading={isPending} disabled={!canOrder || hubId === ""}>
        {text.placeOrder}
      </Button>
    </ScriptForm>
  );
}
