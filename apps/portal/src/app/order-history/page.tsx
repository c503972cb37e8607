import type { Metadata } from "next";
import { ORDER_HISTORY_SORT_STORAGE_KEY } from "@freight/domain/lists/sort";
import { portalText } from "@/content/portal-text";
import { loadHubsAndServices } from "@/lib/api/load-catalog";
import { PageHeader } from "@/components/layout/page-header";
import { loadOrderPage } from "@/features/orders/load-orders";
import { parseOrderTableParams } from "@/features/orders/order-list-params";
import { OrdersTable } from "@/features/orders/orders-table";
import { ordersStateFor } from "@/features/orders/orders-state";
import { HandOverState } from "@/store/hand-over-state";
import { RecentShopOrders } from "@/features/shop-orders/shop-order-sections";
import { loadShopOrders } from "@/features/shop-orders/load-shop-orders";

export const metadata: Metadata = { title: portalText.orders.historyTitle };

/** The order history with search, filters, sort (kept under its own storage key) and paging, 7 a page. */
export default async function OrderHistoryPage({ searchParams }: PageProps<"/order-history">) {
  const params = parseOrderTableParams(await searchParams);
  const [orders, { hubs, services }, shopOrders] = await Promise.all([
    loadOrderPage("history", params),
    loadHubsAndServices(),
    loadShopOrders({ limit: 7 }),
  ]);
  return (
    <>
      <PageHeader title={portalText.orders.historyTitle} />
      <HandOverState state={{ orders: ordersStateFor(orders) }}>
        <OrdersTable
          id="history"
          basePath="/order-history"
          storageKey={ORDER_HISTORY_SORT_STORAGE_KEY}
          params={params}
          hubs={hubs.map(({ id, name }) => ({ id, name }))}
          services={services.map(({ id, name }) => ({ id, name }))}
          now={Date.now()}
        />
      </HandOverState>
      <RecentShopOrders page={shopOrders} />
    </>
  );
}
