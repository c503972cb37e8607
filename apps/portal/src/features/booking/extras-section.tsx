"use client";

import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { hintClass, inputBaseClass, sectionTitleClass } from "@/components/layout/field-styles";
import { useAppDispatch, useAppSelector } from "@/store/hooks";
import { isLegExtra } from "@freight/domain/orders/pick-up-delivery-legs";
import { productAmountChanged, selectBooking } from "./services-slice";

const text = portalText.booking;

/** Extras sold with the booking (wrap, labels, …) by amount; the pick-up and delivery legs are not listed here. */
export function ExtrasSection() {
  const dispatch = useAppDispatch();
  const booking = useAppSelector(selectBooking);
  const shopExtras = booking.extraServices.filter((extra) => !isLegExtra(extra));
  if (shopExtras.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="booking-extras-title" className="flex flex-col gap-4">
      <div>
        <h2 id="booking-extras-title" className={sectionTitleClass}>
          {text.extras}
        </h2>
        <p className={hintClass}>{text.extrasHint}</p>
      </div>
      <ul className="divide-y divide-line">
        {shopExtras.map((extra) => {
          const amount = booking.products.find((product) => product.id === extra.id)?.amount ?? 0;
          return (
            <li
              key={extra.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold">
                  {extra.name}{" "}
                  <span className="font-normal text-ink-muted">· {formatCents(extra.price)}</span>
                </p>
                {extra.description ? <p className="text-sm text-ink-muted">{extra.description}</p> : null}
              </div>
              <input
                type="number"
                min={0}
                max={1000}
                step={1}
                className={cx(inputBaseClass, "w-24 shrink-0 text-center")}
                aria-label={formatText(text.extraAmount, { name: extra.name })}
                value={amount}
                onChange={(event) =>
                  dispatch(productAmountChanged({ id: extra.id, amount: Number(event.target.value) }))
                }
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
