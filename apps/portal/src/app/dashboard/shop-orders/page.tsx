import type { Metadata } from "next";
import Link from "next/link";
import { formatCents } from "@freight/domain/money/cents";
import { SHOP_ORDER_STATUS_LABELS } from "@freight/domain/shop/shop-order-status";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/components/layout/page-header";
import { UnavailableNotice } from "@/components/layout/unavailable-notice";
import { loadShopOrders } from "@/features/shop-orders/load-shop-orders";

const text = portalText.shop;

export const metadata: Metadata = { title: text.ordersTitle };

/** The customer's shop orders, newest first, each leading to its receipt. */
export default async function ShopOrdersPage({ searchParams }: PageProps<"/dashboard/shop-orders">) {
  const { page } = await searchParams;
  const pageNumber = typeof page === "string" && /^\d{1,4}$/.test(page) ? Number(page) : 0;
  const read = await loadShopOrders(pageNumber);
  return (
    <>
      <PageHeader title={text.ordersTitle} />
      {!read.ok ? <UnavailableNotice status={read.status} message={read.message} /> : null}
      {read.ok && read.data.items.length === 0 ? <p>{text.ordersEmpty}</p> : null}
      {read.ok && read.data.items.length > 0 ? (
        <div className="overflow-x-auto" role="region" aria-label={text.ordersTitle} tabIndex={0}>
          <table className="w-full border-collapse text-left [&_td]:border-t [&_td]:border-line [&_td]:p-2 [&_th]:p-2">
            <caption className="sr-only">{text.ordersTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{text.receipt}</th>
                <th scope="col">{text.status}</th>
                <th scope="col">{text.hub}</th>
                <th scope="col">{text.total}</th>
              </tr>
            </thead>
            <tbody>
              {read.data.items.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link
                      href={`/dashboard/shop-orders/${order.id}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {order.number}
                    </Link>
                  </td>
                  <td>{SHOP_ORDER_STATUS_LABELS[order.status]}</td>
                  <td>{order.hub.name}</td>
                  <td>{formatCents(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
