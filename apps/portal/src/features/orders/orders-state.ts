import type { Order, Page } from "@freight/domain/orders/order-mapper";
import { initialOrdersState, type OrdersState } from "./orders-slice";
import { isTableInSearchMode, type OrderTableParams } from "./order-list-params";

/** The orders slice for a server-rendered table page, handed over to the store wholesale. */
export function ordersStateFor(params: OrderTableParams, page: Page<Order>): OrdersState {
  const isSearchMode = isTableInSearchMode(params);
  return {
    ...initialOrdersState,
    data: page.items,
    totalPages: page.totalPages,
    totalItems: page.totalItems,
    currentPage: isSearchMode ? 0 : params.page,
    filterCurrentPage: isSearchMode ? params.page : 0,
    filters: params.filters,
    search: params.search,
    sort: params.sort,
  };
}
