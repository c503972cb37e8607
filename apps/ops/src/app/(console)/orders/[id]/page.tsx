import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { OrderInvoices } from "@/features/finance/order-invoices";
import { loadOrderWithTimeline } from "@/features/orders/load-order";
import { loadOrderDeliveries } from "@/features/orders/load-order-deliveries";
import { OrderDeliveries } from "@/features/orders/order-deliveries";
import { MoveToSlotForm } from "@/features/orders/move-to-slot-form";
import { OrderLifecycleActions } from "@/features/orders/order-lifecycle-actions";
import { OrderNotes } from "@/features/orders/order-notes";
import { OrderSummary } from "@/features/orders/order-summary";
import { formatAtHub, orderStatusLabel } from "@/lib/format";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";
import { OrderNumber } from "@freight/ui/order-number";

export const metadata: Metadata = { title: "Order" };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const orderId = Number((await params).id);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) notFound();
  const self = await loadStaffSelf();
  // A role that may not read customers' orders is shown the console's "not part of your role" page, unread.
  if (!staffMay(self, "getOrder")) forbidden();
  const [{ order, timeline }, deliveries] = await Promise.all([
    loadOrderWithTimeline(orderId),
    staffMay(self, "listOrderDeliveries") ? loadOrderDeliveries(orderId) : null,
  ]);
  const canWork = staffMay(self, "changeOrderStatus");
  return (
    <>
      <p>
        <Link href="/orders" className="underline">
          Back to orders
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        Order <OrderNumber number={order.number} />
      </h1>
      <OrderSummary order={order} />
      {canWork ? (
        <section aria-labelledby="lifecycle" className="flex flex-col gap-3">
          <h2 id="lifecycle" className="text-xl font-semibold">
            Move the order
          </h2>
          <OrderLifecycleActions key={order.id} orderId={order.id} status={order.status} />
          {order.status === "new" || order.status === "accepted" ? (
            <MoveToSlotForm orderId={order.id} timeFrom={order.timeFrom} timeZone={order.hub.timeZone} />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="timeline" className="flex flex-col gap-2">
        <h2 id="timeline" className="text-xl font-semibold">
          Timeline
        </h2>
        <ol className="flex flex-col gap-1">
          {timeline.map((step) => (
            <li key={step.id}>
              {formatAtHub(step.createdAt, order.hub.timeZone)}: {orderStatusLabel(step.toStatus)} by the{" "}
              {step.actor}
              {step.note ? ` (${step.note})` : ""}
            </li>
          ))}
        </ol>
      </section>
      {deliveries ? <OrderDeliveries deliveries={deliveries} timeZone={order.hub.timeZone} /> : null}
      {staffMay(self, "issueInvoice") ? <OrderInvoices order={order} timeZone={order.hub.timeZone} /> : null}
      <OrderNotes orderId={order.id} notes={order.notes} canWork={canWork} timeZone={order.hub.timeZone} />
    </>
  );
}
