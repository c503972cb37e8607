import type { Metadata } from "next";
import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";
import {
  isShopOrderStatus,
  SHOP_ORDER_STATUS_LABELS,
  SHOP_ORDER_STATUSES,
} from "@freight/domain/shop/shop-order-status";
import { fieldClassName } from "@/components/field-styles";
import { LabeledField } from "@/components/labeled-field";
import { ShopOrdersTable } from "@/features/shop-orders/shop-orders-table";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";
import { loadStaffSelf } from "@/lib/session/load-staff-self";
import { staffMay } from "@/lib/session/staff-may";

export const metadata: Metadata = { title: "Shop orders" };

/** Shop orders to fulfil at the hubs (paid ones by default), oldest first. */
export default async function ShopOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string; page?: string }>;
}) {
  const params = await searchParams;
  const status = params.status === "" ? undefined : isShopOrderStatus(params.status) ? params.status : "paid";
  const page = typeof params.page === "string" && /^\d{1,4}$/.test(params.page) ? Number(params.page) : 0;
  const api = await getServerApi();
  const [self, orders] = await Promise.all([
    loadStaffSelf(),
    readForPage(
      "GET /staff/shop-orders",
      api.GET("/staff/shop-orders", {
        params: { query: { page, limit: 50, ...(status ? { status } : {}) } },
      }),
    ),
  ]);
  const pageLink = (to: number) =>
    `/shop-orders?${new URLSearchParams({ status: status ?? "", page: String(to) })}`;
  return (
    <>
      <h1 className="text-2xl font-bold">Shop orders</h1>
      <form method="get" aria-label="Filter shop orders" className="flex flex-wrap items-end gap-3">
        <LabeledField label="Status">
          <select name="status" defaultValue={status ?? ""} className={fieldClassName}>
            <option value="">Any</option>
            {SHOP_ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SHOP_ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </LabeledField>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Filter
        </button>
      </form>
      <p>
        {orders.totalItems} shop order{orders.totalItems === 1 ? "" : "s"}
      </p>
      <ShopOrdersTable orders={orders.items} canWork={staffMay(self, "advanceShopOrder")} />
      <nav aria-label="Pages" className="flex gap-4">
        {orders.currentPage > 0 ? <Link href={pageLink(orders.currentPage - 1)}>Previous page</Link> : null}
        {orders.currentPage + 1 < orders.totalPages ? (
          <Link href={pageLink(orders.currentPage + 1)}>Next page</Link>
        ) : null}
      </nav>
    </>
  );
}
