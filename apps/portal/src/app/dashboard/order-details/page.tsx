import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatCents } from "@freight/domain/money/cents";
import { formatText, portalText } from "@/content/portal-text";
import { serverEnv } from "@/env";
import { parseOrderId } from "@/lib/orders/load-order";
import { orderPriceBreakdown } from "@/features/orders/order-price-breakdown";
import { CheckInCard } from "@/features/orders/order-details/check-in-card";
import { loadOrderDetails } from "@/features/orders/order-details/load-order-details";
import { OrderDetailsHeader } from "@/features/orders/order-details/order-details-header";
import { OrderInvoicesCard } from "@/features/orders/order-details/order-invoices-card";
import { OrderNotesCard } from "@/features/orders/order-details/order-notes-card";
import { OrderPriceCard } from "@/features/orders/order-details/order-price-card";
import { OrderSummaryCard } from "@/features/orders/order-details/order-summary-card";
import { timelineEntries } from "@/features/orders/order-details/order-timeline";
import { OrderTimelineCard } from "@/features/orders/order-details/order-timeline-card";
import { BookingShopOrdersCard } from "@/features/shop-orders/shop-order-sections";
import { loadShopOrders } from "@/features/shop-orders/load-shop-orders";
import { loadProfile } from "@/lib/session/load-profile";

const text = portalText.details;

export const metadata: Metadata = { title: portalText.orders.view };

/** Every displayed-order field, price breakdown, invoices, notes with files, timeline, check-in code with QR, .ics. */
export default async function OrderDetailsPage({ searchParams }: PageProps<"/dashboard/order-details">) {
  const id = parseOrderId((await searchParams).id);
  if (!id) notFound();
  const [{ order, extras, changes }, shopOrders] = await Promise.all([
    loadOrderDetails(id),
    loadShopOrders({ orderId: id, limit: 50 }),
  ]);
  // A company member's role narrows what the header offers (the API refuses the rest anyway).
  const viewer = await loadProfile();
  const company = viewer.kind === "signed-in" ? viewer.profile.company : null;
  const apiBase = serverEnv().BROWSER_API_URL;
  // Slots, dates and the timeline are shown in the hub's own time zone.
  const timeZone = order.hub.timeZone || "UTC";
  const breakdown = orderPriceBreakdown(order, extras, {
    service: formatText(text.lineService, { quantity: order.quantity, price: formatCents(order.price) }),
    minimumCharge: text.minimumCharge,
    discount: text.discount,
  });

  return (
    <>
      <OrderDetailsHeader order={order} now={Date.now()} company={company} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderSummaryCard order={order} timeZone={timeZone} />
          <OrderNotesCard order={order} timeZone={timeZone} apiBase={apiBase} />
          <OrderTimelineCard entries={timelineEntries(changes, order, timeZone)} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CheckInCard order={order} />
          <OrderPriceCard breakdown={breakdown} />
          <OrderInvoicesCard order={order} timeZone={timeZone} apiBase={apiBase} company={company} />
          <BookingShopOrdersCard page={shopOrders} />
        </div>
      </div>
    </>
  );
}
