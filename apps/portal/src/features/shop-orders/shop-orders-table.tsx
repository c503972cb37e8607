import Link from "next/link";
import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { portalText } from "@/content/portal-text";
import { OrderNumber } from "@freight/ui/order-number";

const text = portalText.shop;

/** Shop orders as rows: the receipt's number (a link to it), status, pick-up hub and total. */
export function ShopOrdersTable({
  caption,
  orders,
}: {
  caption: string;
  orders: readonly Schema<"ShopOrder">[];
}) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full border-collapse text-left [&_td]:border-t [&_td]:border-line [&_td]:p-2 [&_th]:p-2">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.receipt}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.hub}</th>
            <th scope="col">{text.total}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>
                <Link
                  href={`/dashboard/shop-orders/${order.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  <OrderNumber number={order.number} />
                </Link>
              </td>
              <td>{SHOP_ORDER_STATUS_LABELS[order.status]}</td>
              <td>
                {order.hub.name}
                {order.booking ? ` (${order.booking.number})` : ""}
              </td>
              <td>{formatCents(order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
