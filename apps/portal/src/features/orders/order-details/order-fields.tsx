import { serviceWindowText, stopDaysText } from "@freight/domain/time/service-window";
import type { ReactNode } from "react";
import type { PickUpDeliveryDetail } from "@freight/domain/orders/pick-up-delivery-detail";
import { portalText } from "@/content/portal-text";

/** One labelled value of an order; an empty value reads "not set". */
export function OrderField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-words">
        {children || <span className="text-ink-muted">{portalText.common.notSet}</span>}
      </dd>
    </div>
  );
}

/** A pick-up or delivery stop of an order. */
export function OrderStop({ title, stop }: { title: string; stop: PickUpDeliveryDetail }) {
  return (
    <div className="rounded-lg border border-line p-4">
      <h3 className="mb-2 font-semibold">{title}</h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <OrderField label={portalText.booking.address}>
          {[stop.address, stop.city, stop.zipCode].filter(Boolean).join(", ")}
        </OrderField>
        <OrderField label={portalText.booking.stopDays}>{stopDaysText(stop.date)}</OrderField>
        <OrderField label={portalText.booking.stopWindow}>{serviceWindowText(stop.time)}</OrderField>
        <OrderField label={portalText.booking.weight}>{stop.weight ? String(stop.weight) : ""}</OrderField>
        <OrderField label={portalText.booking.pallets}>{String(stop.quantity)}</OrderField>
        <OrderField label={portalText.booking.role}>{portalText.booking.roles[stop.role]}</OrderField>
        <OrderField label={portalText.booking.appointment}>
          {portalText.booking.appointments[stop.appt ? "Appt" : stop.apptNotSet ? "ApptNotSet" : "Fcfs"]}
        </OrderField>
      </dl>
      {stop.notes ? <p className="mt-2 text-sm text-ink-muted">{stop.notes}</p> : null}
    </div>
  );
}
