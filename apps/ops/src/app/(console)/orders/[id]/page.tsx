import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { OrderInvoices } from "@/features/finance/order-invoices";
import { loadOrderWithTimeline } from "@/features/orders/load-order";
import { MoveToSlotForm } from "@/features/orders/move-to-slot-form";
import { OrderLifecycleActions } from "@/features/orders/order-lifecycle-actions";
import { OrderNotes } from "@/features/orders/order-notes";
import { OrderSummary } from "@/features/orders/order-summary";
import { formatUtc, orderStatusLabel } from "@/lib/format";
import { loadStaffSelf } from "@/lib/session/load-staff-self";

export const metadata: Metadata = { title: "Order" };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const orderId = Number((await params).id);
  if (!Number.isInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) notFound();
  const [self, { order, timeline }] = await Promise.all([loadStaffSelf(), loadOrderWithTimeline(orderId)]);
  const canWork = self.permissions.includes("orders.work");
  return (
    <>
      <p>
        <Link href="/orders" className="underline">
          Back to orders
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Order {order.number}</h1>
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
              {formatUtc(step.createdAt)}: {orderStatusLabel(step.toStatus)} by the {step.actor}
              {step.note ? ` (${step.note})` : ""}
            </li>
          ))}
        </ol>
      </section>
      {self.permissions.includes("finance.manage") ? (
        <OrderInvoices orderId={order.id} invoices={order.invoices} />
      ) : null}
      <OrderNotes orderId={order.id} notes={order.notes} canWork={canWork} />
    </>
  );
}
