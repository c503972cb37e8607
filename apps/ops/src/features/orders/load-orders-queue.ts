import { parseOrderListQuery } from "@freight/domain/lists/order-list-query";
import { isOrderStatus, type OrderStatus } from "@freight/domain/orders/order-status";
import type { QueryOf } from "@freight/api-client/types";
import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** Orders per page of the queue. */
const QUEUE_PAGE_SIZE = 50;

export type QueueSearchParams = Record<string, string | string[] | undefined>;

export interface QueueFilters {
  search: string;
  hubId: number | null;
  status: OrderStatus | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** The Today view of the chosen hub (`view=today`): its dates come from the hub's clock, not the address. */
  isToday: boolean;
  page: number;
}

/** The queue's filters from the page address; a malformed one is reported, never silently dropped. */
export function readQueueFilters(params: QueueSearchParams): { filters: QueueFilters; problems: string[] } {
  const single = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) =>
      typeof value === "string" && value.trim() ? [[key, value]] : [],
    ),
  );
  const { status, view, ...listParams } = single;
  const parsed = parseOrderListQuery({ ...listParams, limit: String(QUEUE_PAGE_SIZE) });
  const problems = parsed.ok ? [] : parsed.errors.map((error) => error.message);
  if (status !== undefined && !isOrderStatus(status))
    problems.push(`There is no order status "${status.slice(0, 40)}"`);
  if (view !== undefined && view !== "today")
    problems.push(`There is no "${view.slice(0, 40)}" view of the orders`);
  const query = parsed.ok ? parsed.query : undefined;
  return {
    filters: {
      search: query?.search ?? "",
      hubId: query?.hubId ?? null,
      status: status !== undefined && isOrderStatus(status) ? status : null,
      dateFrom: query?.dateFrom ?? null,
      dateTo: query?.dateTo ?? null,
      isToday: view === "today",
      page: query?.page ?? 0,
    },
    problems,
  };
}

/** One page of the orders the person's role and hubs cover (a dispatcher's hubs only: the API narrows it). */
export async function loadOrdersQueue(filters: QueueFilters) {
  const query: QueryOf<"listStaffOrders"> = {
    page: filters.page,
    limit: QUEUE_PAGE_SIZE,
    sortBy: "date",
    order: "asc",
  };
  if (filters.search) query.search = filters.search;
  if (filters.hubId !== null) query.hubId = filters.hubId;
  if (filters.status) query.status = filters.status;
  if (filters.dateFrom) query.dateFrom = filters.dateFrom;
  if (filters.dateTo) query.dateTo = filters.dateTo;
  const api = await getServerApi();
  return readForPage("GET /staff/orders", api.GET("/staff/orders", { params: { query } }));
}
