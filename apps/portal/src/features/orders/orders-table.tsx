"use client";

import Form from "next/form";
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
import { HOUR_LABELS } from "@freight/domain/time/hour-labels";
import { formatText, portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { OrderStatusBadge, PaymentStatusBadge } from "@/components/layout/status-badge";
import { useAppSelector } from "@/store/hooks";
import { orderTableSearch, isTableInSearchMode, type OrderTableParams } from "./order-list-params";
import { formatSlot } from "./order-format";
import { allowedOrderActions } from "./order-permissions";
import { OrderRowActions } from "./order-row-actions";

const text = portalText.orders;

export interface NamedOption {
  id: number;
  name: string;
}

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
      <Form action={basePath} scroll={false} className="flex flex-col gap-4 border-b border-line p-4 md:p-5">
        <input type="hidden" name="sort" value={params.sort.fbNumber.isActive ? "fbNumber" : "date"} />
        <input
          type="hidden"
          name="order"
          value={params.sort.fbNumber.isActive ? params.sort.fbNumber.direction : params.sort.date.direction}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <div className="flex-1">
            <label htmlFor={`${id}-search`} className={labelClass}>
              {text.searchLabel}
            </label>
            <input
              id={`${id}-search`}
              name="q"
              type="search"
              defaultValue={params.search}
              placeholder={text.searchPlaceholder}
              className={inputClass}
              maxLength={200}
            />
          </div>
          <div className="flex gap-2">
            <button
              type="submit"
              className="h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              {portalText.common.search}
            </button>
            {isSearchMode ? (
              <Link
                href={`${basePath}${orderTableSearch({ search: "", filters: { hubId: null, serviceId: null, dateFrom: "", dateTo: "", timeFrom: "", timeTo: "" }, page: 0, sort: params.sort })}`}
                className="inline-flex h-11 items-center rounded-lg border border-line px-4 font-semibold text-ink hover:bg-surface-muted"
              >
                {portalText.common.reset}
              </Link>
            ) : null}
          </div>
        </div>
        <details open={isSearchMode && !params.search ? true : undefined} className="group">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">{text.filters}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
            <div>
              <label htmlFor={`${id}-hub`} className={labelClass}>
                {text.hub}
              </label>
              <select
                id={`${id}-hub`}
                name="hub"
                defaultValue={params.filters.hubId ?? ""}
                className={inputClass}
              >
                <option value="">{text.allHubs}</option>
                {hubs.map((hub) => (
                  <option key={hub.id} value={hub.id}>
                    {hub.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-service`} className={labelClass}>
                {text.service}
              </label>
              <select
                id={`${id}-service`}
                name="service"
                defaultValue={params.filters.serviceId ?? ""}
                className={inputClass}
              >
                <option value="">{text.allServices}</option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-from`} className={labelClass}>
                {text.dateFrom}
              </label>
              <input
                id={`${id}-from`}
                name="from"
                type="date"
                defaultValue={params.filters.dateFrom}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${id}-to`} className={labelClass}>
                {text.dateTo}
              </label>
              <input
                id={`${id}-to`}
                name="to"
                type="date"
                defaultValue={params.filters.dateTo}
                className={inputClass}
              />
            </div>
            {(["tfrom", "tto"] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className={labelClass}>
                  {name === "tfrom" ? text.timeFrom : text.timeTo}
                </label>
                <select
                  id={`${id}-${name}`}
                  name={name}
                  defaultValue={name === "tfrom" ? params.filters.timeFrom : params.filters.timeTo}
                  className={inputClass}
                >
                  <option value="">{text.anyHour}</option>
                  {HOUR_LABELS.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        </details>
      </Form>

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
          <table className="w-full min-w-[56rem] text-left text-sm" data-testid={`${id}-table`}>
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
                      {order.number}
                    </Link>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}
                  </td>
                  <td className="px-4 py-3">{order.service.name}</td>
                  <td className="px-4 py-3">{order.hub.name}</td>
                  <td className="px-4 py-3">
                    <OrderStatusBadge status={order.displayStatus} />
                  </td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge status={order.billingStatus} />
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">
                    {formatCents(order.total)}
                  </td>
                  <td className="px-4 py-2">
                    <OrderRowActions order={order} actions={allowedOrderActions(order, now)} />
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
