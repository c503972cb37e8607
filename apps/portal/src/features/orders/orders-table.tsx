"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Card } from "@freight/ui/card";
import { cx } from "@freight/ui/class-names";
import { Pagination } from "@freight/ui/pagination";
import { formatCents } from "@freight/domain/money/cents";
import {
  DEFAULT_ORDER_SORT,
  parseStoredOrderSort,
  serializeOrderSort,
  toggleOrderSort,
  type OrderSortColumn,
} from "@freight/domain/lists/sort";
import { formatText, portalText } from "@/content/portal-text";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/layout/status-badge";
import { useAppSelector } from "@/store/hooks";
import { orderTableSearch, isTableInSearchMode, type OrderTableParams } from "./order-list-params";
import { formatSlot } from "@/lib/format/order-format";
import { allowedOrderActions } from "./order-permissions";
import { OrderRowActions } from "./order-row-actions";
import { OrderSearchForm, type NamedOption } from "./order-search-form";
import { OrderNumber } from "@freight/ui/order-number";

const text = portalText.orders;

export type { NamedOption };

function PaginationLink(props: {
  href: string;
  className?: string;
  children: React.ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
}) {
  return <Link {...props} scroll={false} />;
}

/**
 * An orders table (dashboard active orders, order history) with search, filters, sort and paging. Its state lives in
 * the address (so it works before scripts load and can be shared); the sort is also kept in browser storage under the
 * table's own key and reapplied when the address names none.
 */
export function OrdersTable({
  id,
  basePath,
  storageKey,
  params,
  hubs,
  services,
  now,
}: {
  id: string;
  basePath: string;
  storageKey: string;
  params: OrderTableParams;
  hubs: readonly NamedOption[];
  services: readonly NamedOption[];
  now: number;
}) {
  const router = useRouter();
  const orders = useAppSelector((state) => state.orders.data);
  const totalPages = useAppSelector((state) => state.orders.totalPages);
  const totalItems = useAppSelector((state) => state.orders.totalItems);
  const company = useAppSelector((state) => state.user.profile?.company ?? null);
  const isSearchMode = isTableInSearchMode(params);

  useEffect(() => {
    if (params.hasExplicitSort) return;
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(storageKey);
    } catch {
      return;
    }
    const sort = parseStoredOrderSort(stored);
    if (serializeOrderSort(sort) !== serializeOrderSort(DEFAULT_ORDER_SORT)) {
      router.replace(`${basePath}${orderTableSearch({ ...params, sort })}`, { scroll: false });
    }
  }, [basePath, params, router, storageKey]);

  function sortBy(column: OrderSortColumn) {
    const sort = toggleOrderSort(params.sort, column);
    try {
      window.localStorage.setItem(storageKey, serializeOrderSort(sort));
    } catch {
      // Storage unavailable: the sort still applies through the address.
    }
    router.push(`${basePath}${orderTableSearch({ ...params, sort, page: 0 })}`, { scroll: false });
  }

  function sortHeader(column: OrderSortColumn, label: string) {
    const state = params.sort[column];
    const ariaSort = state.isActive ? (state.direction === "asc" ? "ascending" : "descending") : "none";
    return (
      <th scope="col" aria-sort={ariaSort} className="px-4 py-3">
        <button
          type="button"
          onClick={() => sortBy(column)}
          className="inline-flex items-center gap-1 font-semibold hover:text-brand-700"
          aria-label={formatText(text.sortBy, { column: label })}
          data-testid={`${id}-sort-${column}`}
        >
          {label}
          <span
            aria-hidden="true"
            className={cx("text-xs", state.isActive ? "text-brand-700" : "text-ink-muted/60")}
          >
            {state.isActive && state.direction === "asc" ? "▲" : "▼"}
          </span>
        </button>
      </th>
    );
  }

  return (
    <Card as="section" aria-labelledby={`${id}-title`} isFlush className="overflow-hidden">
      <OrderSearchForm id={id} basePath={basePath} params={params} hubs={hubs} services={services} />

      <div className="flex items-center justify-between px-4 pt-4 md:px-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {id === "history" ? text.historyTitle : portalText.dashboard.orders}
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {formatText(totalItems === 1 ? text.countOne : text.count, { count: totalItems })}
        </p>
      </div>

      {orders.length === 0 ? (
        <p className="px-4 py-10 text-center text-ink-muted md:px-5">
          {isSearchMode ? text.empty : text.emptyNoFilters}
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm" data-testid={`${id}-table`}>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                {sortHeader("fbNumber", text.number)}
                {sortHeader("date", text.date)}
                <th scope="col" className="px-4 py-3 font-semibold">
                  {text.service}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {text.hub}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {text.status}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {text.payment}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {text.total}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{text.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {orders.map((order) => (
                <tr key={order.id} className="align-middle hover:bg-surface-muted/60" data-testid="order-row">
                  <td className="px-4 py-3 font-semibold whitespace-nowrap">
                    <Link
                      href={`/dashboard/order-details?id=${order.id}`}
                      className="text-brand-700 hover:underline"
                    >
                      <OrderNumber number={order.number} />
                    </Link>
                  </td>
                  <td className="min-w-[9rem] px-4 py-3">
                    {formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}
                  </td>
                  <td className="px-4 py-3">{order.service.name}</td>
                  <td className="px-4 py-3">{order.hub.name}</td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.displayStatus} />
                  </td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge order={order} />
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">
                    {formatCents(order.total)}
                  </td>
                  <td className="px-4 py-2">
                    <OrderRowActions order={order} actions={allowedOrderActions(order, now, company)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="p-4">
        <Pagination
          pageCount={totalPages}
          currentPage={params.page}
          hrefForPage={(page) => `${basePath}${orderTableSearch({ ...params, page })}`}
          linkComponent={PaginationLink}
        />
      </div>
    </Card>
  );
}
