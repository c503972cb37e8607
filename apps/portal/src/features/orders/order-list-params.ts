import { FIRST_PAGE, ORDERS_PAGE_SIZE } from "@freight/domain/lists/paging";
import { isOrdersSearchMode } from "@freight/domain/lists/search-mode";
import {
  DEFAULT_ORDER_SORT,
  activeOrderSort,
  isOrderSortColumn,
  isSortDirection,
  type OrderSortState,
} from "@freight/domain/lists/sort";
import type { OrderListQuery } from "@freight/domain/lists/order-list-query";
import { HOUR_LABELS } from "@freight/domain/time/hour-labels";

/** The filters of an orders table, by name (any set filter turns search mode on). */
interface OrderFilters {
  hubId: number | null;
  serviceId: number | null;
  dateFrom: string;
  dateTo: string;
  timeFrom: string;
  timeTo: string;
}

/** An orders table's state as it travels in the page address: search, filters, 0-based page and sort. */
export interface OrderTableParams {
  search: string;
  filters: OrderFilters;
  page: number;
  sort: OrderSortState;
  /** Whether the address named a sort (else the table may apply the one stored in the browser). */
  hasExplicitSort: boolean;
}

type RawParams = Readonly<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

function positiveId(text: string): number | null {
  return /^\d+$/.test(text) && Number(text) > 0 && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

function isoDate(text: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : "";
}

function hourLabel(text: string): string {
  return (HOUR_LABELS as readonly string[]).includes(text) ? text : "";
}

/** Reads the table state from the page's search params; anything unreadable falls back to its default. */
export function parseOrderTableParams(raw: RawParams): OrderTableParams {
  const pageNumber = positiveId(first(raw.page));
  const sortBy = first(raw.sort);
  const order = first(raw.order);
  const hasExplicitSort = isOrderSortColumn(sortBy) && isSortDirection(order);
  const sort: OrderSortState = hasExplicitSort
    ? {
        date: {
          direction: sortBy === "date" ? order : DEFAULT_ORDER_SORT.date.direction,
          isActive: sortBy === "date",
        },
        fbNumber: {
          direction: sortBy === "fbNumber" ? order : DEFAULT_ORDER_SORT.fbNumber.direction,
          isActive: sortBy === "fbNumber",
        },
      }
    : DEFAULT_ORDER_SORT;
  return {
    search: first(raw.q).slice(0, 200),
    filters: {
      hubId: positiveId(first(raw.hub)),
      serviceId: positiveId(first(raw.service)),
      dateFrom: isoDate(first(raw.from)),
      dateTo: isoDate(first(raw.to)),
      timeFrom: hourLabel(first(raw.tfrom)),
      timeTo: hourLabel(first(raw.tto)),
    },
    // The address shows page numbers as people count them (1, 2, ...); the state keeps 0-based pages.
    page: pageNumber === null ? FIRST_PAGE : pageNumber - 1,
    sort,
    hasExplicitSort,
  };
}

/** The page address for a table state; defaults are left out so addresses stay short. */
export function orderTableSearch(params: Omit<OrderTableParams, "hasExplicitSort">): string {
  const search = new URLSearchParams();
  if (params.search.trim()) search.set("q", params.search.trim());
  const { filters } = params;
  if (filters.hubId !== null) search.set("hub", String(filters.hubId));
  if (filters.serviceId !== null) search.set("service", String(filters.serviceId));
  if (filters.dateFrom) search.set("from", filters.dateFrom);
  if (filters.dateTo) search.set("to", filters.dateTo);
  if (filters.timeFrom) search.set("tfrom", filters.timeFrom);
  if (filters.timeTo) search.set("tto", filters.timeTo);
  const sort = activeOrderSort(params.sort);
  search.set("sort", sort.sortBy);
  search.set("order", sort.order);
  if (params.page > FIRST_PAGE) search.set("page", String(params.page + 1));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** True when a search text or any filter is set (search mode). */
export function isTableInSearchMode(params: Pick<OrderTableParams, "search" | "filters">): boolean {
  return isOrdersSearchMode({ search: params.search, filters: { ...params.filters } });
}

/** The list query the API is asked for. */
export function toOrderListQuery(params: OrderTableParams, limit = ORDERS_PAGE_SIZE): OrderListQuery {
  const sort = activeOrderSort(params.sort);
  const { filters } = params;
  return {
    page: params.page,
    limit,
    ...(params.search ? { search: params.search } : {}),
    ...(filters.hubId !== null ? { hubId: filters.hubId } : {}),
    ...(filters.serviceId !== null ? { serviceId: filters.serviceId } : {}),
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
    ...(filters.timeFrom ? { timeFrom: filters.timeFrom } : {}),
    ...(filters.timeTo ? { timeTo: filters.timeTo } : {}),
    sortBy: sort.sortBy,
    order: sort.order,
  };
}
