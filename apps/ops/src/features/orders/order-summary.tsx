import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { serviceWindowText, stopDaysText } from "@freight/domain/time/service-window";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { Card } from "@freight/ui/card";
import { formatAtHub, orderStatusLabel } from "@/lib/format";

/** A stop in one line: where, which days, the time window (on the clock of the stop's place) and the load. */
function stopText(stop: Schema<"PickUpDeliveryDetail">): string {
  const where = [stop.address, stop.city, stop.zipCode].filter(Boolean).join(", ");
  return `${where} · ${stopDaysText(stop.date)} · ${serviceWindowText(stop.time)} local time · ${stop.weight} lb, ${stop.quantity} pallets`;
}

/** Every field of an order a hub team and the office need at a glance. */
export function OrderSummary({ order }: { order: Schema<"Order"> }) {
  // What the order owes, by the domain's one rule: the words and the amounts the customer sees too.
  const owed = orderOwedOf(order);
  const rows: [string, string][] = [
    ["Status", orderStatusLabel(order.status)],
    ["Payment", billingSummaryOf(owed).words],
    ["Customer", order.customer ? `${order.customer.name} (${order.customer.email})` : ""],
    ["Hub", order.hub.name],
    ["Service", order.service.name],
    ["Slot (hub time)", formatZonedRange(order.timeFrom, order.timeTo, order.hub.timeZone)],
    ["Quantity", String(order.quantity)],
    ["Pick-up", order.puService ? stopText(order.puService) : ""],
    ["Delivery", order.delService ? stopText(order.delService) : ""],
    ["Total", formatCents(order.total)],
    ...(owed.supplementaryCents > 0
      ? ([["Supplementary charges", formatCents(owed.supplementaryCents)]] as [string, string][])
      : []),
    ["Paid", formatCents(order.totalPaid)],
    ...(order.credited > 0 ? ([["Credited", formatCents(order.credited)]] as [string, string][]) : []),
    ["Owes", formatCents(owed.owedCents)],
    ["Driver", `${order.driverName} ${order.driverPhone}`.trim()],
    ["Truck / trailer", [order.truckNumber, order.trailerNumber].filter(Boolean).join(" / ")],
    ["Check-in code", order.checkInCode],
    ["Checked in", order.checkedInAt ? formatAtHub(order.checkedInAt, order.hub.timeZone) : "Not yet"],
    [
      "Driver texts",
      order.driverSmsConsentAt
        ? `Agreed on the check-in page ${formatAtHub(order.driverSmsConsentAt, order.hub.timeZone)}`
        : "Not agreed",
    ],
    ["Dock door", order.door ? `Door ${order.door}` : "Not given"],
    ["Booked", formatAtHub(order.createdAtLocal, order.hub.timeZone)],
  ];
  return (
    <Card as="section" aria-labelledby="order-summary">
      <h2 id="order-summary" className="sr-only">
        Order details
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
