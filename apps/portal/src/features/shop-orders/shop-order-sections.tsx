import type { Schema } from "@freight/api-client/types";
import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import { ShopOrdersTable } from "./shop-orders-table";

const text = portalText.shop;

/** The shop orders the hub hands to this booking's driver; nothing when there are none. */
export function BookingShopOrdersCard({ page }: { page: Schema<"ShopOrderPage"> }) {
  if (page.items.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="booking-shop-orders-title">
      <h2 id="booking-shop-orders-title" className="mb-3 text-lg font-semibold">
        {text.withThisBooking}
      </h2>
      <ShopOrdersTable caption={text.withThisBooking} orders={page.items} />
    </Card>
  );
}

/** The customer's latest shop orders under the order history, with a way to all of them. */
export function RecentShopOrders({ page }: { page: Schema<"ShopOrderPage"> }) {
  if (page.items.length === 0) return null;
  return (
    <section aria-labelledby="recent-shop-orders-title" className="mt-8">
      <h2 id="recent-shop-orders-title" className="mb-3 text-lg font-semibold">
        {text.historyShopOrders}
      </h2>
      <ShopOrdersTable caption={text.historyShopOrders} orders={page.items} />
      {page.totalItems > page.items.length ? (
        <a href="/dashboard/shop-orders" className="mt-3 inline-block text-brand-700 underline">
          {text.allShopOrders}
        </a>
      ) : null}
    </section>
  );
}
