import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { loadShopOrders } from "@/features/shop-orders/load-shop-orders";
import { ShopOrdersTable } from "@/features/shop-orders/shop-orders-table";

const text = portalText.shop;

export const metadata: Metadata = { title: text.ordersTitle };

/** The customer's shop orders, newest first, each leading to its receipt. */
export default async function ShopOrdersPage({ searchParams }: PageProps<"/dashboard/shop-orders">) {
  const { page } = await searchParams;
  const pageNumber = typeof page === "string" && /^\d{1,4}$/.test(page) ? Number(page) : 0;
  const { items } = await loadShopOrders({ page: pageNumber });
  return (
    <>
      <PageHeader title={text.ordersTitle} />
      {items.length === 0 ? (
        <p>{text.ordersEmpty}</p>
      ) : (
        <ShopOrdersTable caption={text.ordersTitle} orders={items} />
      )}
    </>
  );
}
