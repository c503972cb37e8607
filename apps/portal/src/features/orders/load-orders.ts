import { toOrderListRequest } from "@freight/domain/lists/order-list-query";
import { mapOrderPage, type Order, type Page } from "@freight/domain/orders/order-mapper";
import type { OrderListQuery as ApiOrderListQuery } from "@freight/api-client/types";
import { serverEnv } from "@/env";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { toOrderListQuery, type OrderTableParams } from "./order-list-params";

/** The three order lists: the history, the active orders and the dashboard table. */
export type OrderListKind = "history" | "active" | "dashboard";

const listPaths = {
  history: "/orders-for-history",
  active: "/orders",
  dashboard: "/orders-for-dashboard",
} as const;

/** One page of an order list for a table state (search, filters, sort, page; 7 a page). */
export async function loadOrderPage(
  kind: OrderListKind,
  params: OrderTableParams,
  limit?: number,
): Promise<Page<Order>> {
  const api = await getServerApi();
  // Typed as the contract's query: a change of the list call that the domain's request does not follow fails here.
  const query: ApiOrderListQuery = toOrderListRequest(toOrderListQuery(params, limit));
  const path = listPaths[kind];
  const page = await readForPage(`GET ${path}`, api.GET(path, { params: { query } }));
  return mapOrderPage(page, serverEnv().BROWSER_API_URL);
}
