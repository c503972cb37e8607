import Link from "next/link";
import { formatText } from "@freight/ui/i18n/format-text";
import type { Schema } from "@freight/api-client/types";
import { formatCents } from "@freight/domain/money/cents";
import { SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import { ShopOrderLines } from "./shop-order-lines";

const text = portalText.shop;

/**
 * A shop order as its receipt: number, status, pick-up hub, lines, total and what was paid, its times on the
 * pick-up hub's clock.
 */
export function ShopOrderReceipt({ order }: { order: Schema<"ShopOrder"> }) {
  return (
    <section
      aria-labelledby="receipt-title"
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="receipt-title" className="text-lg font-semibold">
        {text.receipt}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{text.status}</dt>
        <dd data-testid="shop-order-status" data-status={order.status}>
          {SHOP_ORDER_STATUS_LABELS[order.status]}
        </dd>
        <dt className="font-semibold">{text.hub}</dt>
        <dd>
          {order.hub.name}, {order.hub.address}
          {order.booking ? (
            <>
              {" "}
              <span data-testid="shop-order-booking">
                {formatText(text.withBookingNotice, { booking: order.booking.number })}{" "}
                <Link
                  href={`/dashboard/order-details?id=${order.booking.id}`}
                  className="text-brand-700 underline"
                >
                  {text.view}
                </Link>
              </span>
            </>
          ) : null}
        </dd>
        <dt className="font-semibold">{text.placedAt}</dt>
        <dd>{formatDateTime(order.createdAt, order.hub.timeZone)}</dd>
        <dt className="font-semibold">{text.paid}</dt>
        <dd>
          {formatCents(order.paid)}
          {order.paidAt ? ` (${formatDateTime(order.paidAt, order.hub.timeZone)})` : ""}
        </dd>
      </dl>
      {order.status === "ready" ? (
        <p role="status" className="rounded-lg bg-success-soft p-3 font-semibold text-success">
          {formatText(text.readyNotice, { hub: order.hub.name })}
        </p>
      ) : null}
      {order.status === "cancelled" ? (
        <p role="status" className="rounded-lg bg-danger-soft p-3">
          {formatText(text.cancelled, { reason: order.cancelReason })}
        </p>
      ) : null}
      <ShopOrderLines
        caption={formatText(text.orderTitle, { number: order.number })}
        lines={order.items.map((item) => ({
          key: item.productId,
          name: item.name,
          unitPriceCents: item.unitPrice,
          quantity: item.quantity,
          lineTotalCents: item.lineTotal,
        }))}
        totalCents={order.total}
      />
    </section>
  );
}

/** When an unpaid order's set-aside products go back on the shelf. */
export function holdNotice(order: Schema<"ShopOrder">): string | null {
  return order.status === "awaiting-payment" && order.holdExpiresAt
    ? formatText(text.holdUntil, { time: formatDateTime(order.holdExpiresAt, order.hub.timeZone) })
    : null;
}
