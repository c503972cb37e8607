import type { Order, Page } from "@freight/domain/orders/order-mapper";
import type { OrdersState } from "./orders-slice";

/** The orders slice for a server-rendered table page, handed over to the store wholesale. */
export function ordersStateFor(page: Page<Order>): OrdersState {
  return { data: page.items, totalPages: page.totalPages, totalItems: page.totalItems };
}
