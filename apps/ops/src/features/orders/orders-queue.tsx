import { ScrollRegion } from "@/components/scroll-region";
import Link from "next/link";
import { Button } from "@freight/ui/button";
import type { Schema } from "@freight/api-client/types";
import { ActionForm } from "@/components/action-form";
import { tableClassName } from "@/components/field-styles";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { formatAtHub, orderStatusLabel } from "@/lib/format";
import { acceptOrdersAction } from "./order-actions";
import { OrderNumber } from "@freight/ui/order-number";

/**
 * A page of the queue; new orders can be ticked and accepted together. The accept button sits above the table and
 * stays in view while the operator scrolls down a long page of orders.
 */
export function OrdersQueue({ orders, canWork }: { orders: Schema<"Order">[]; canWork: boolean }) {
  if (orders.length === 0) return <p>No orders match these filters.</p>;
  const table = (
    <table className={tableClassName}>
      <caption className="sr-only">Orders, earliest slot first</caption>
      <thead>
        <tr>
          {canWork ? <th scope="col">Accept</th> : null}
          <th scope="col">FB number</th>
          <th scope="col">Customer</th>
          <th scope="col">Hub</th>
          <th scope="col">Slot (hub time)</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
          <th scope="col">Driver</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            {canWork ? (
              <td>
                {order.status === "new" ? (
                  <input
                    type="checkbox"
                    name="orderId"
                    value={order.id}
                    aria-label={`Accept ${order.number}`}
                    className="size-5"
                  />
                ) : null}
              </td>
            ) : null}
            <td>
              <Link href={`/orders/${order.id}`} className="font-semibold text-brand-700 underline">
                <OrderNumber number={order.number} />
              </Link>
            </td>
            <td>{order.customer ? `${order.customer.name} (${order.customer.email})` : ""}</td>
            <td>{order.hub.name}</td>
            <td>{formatAtHub(order.timeFrom, order.hub.timeZone)}</td>
            <td>{orderStatusLabel(order.status)}</td>
            <td>{billingSummaryOf(orderOwedOf(order)).words}</td>
            <td>
              {order.driverName} {order.truckNumber ? `· ${order.truckNumber}` : ""}
              {order.door ? <span className="font-semibold"> · Door {order.door}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!canWork) return <ScrollRegion label="Orders">{table}</ScrollRegion>;
  return (
    <ActionForm action={acceptOrdersAction} label="Accept the ticked orders">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-line bg-surface py-2">
        <Button type="submit">Accept ticked orders</Button>
        <span className="text-sm text-ink-muted">
          Tick new orders in the list, then accept them together.
        </span>
      </div>
      <ScrollRegion label="Orders">{table}</ScrollRegion>
    </ActionForm>
  );
}
