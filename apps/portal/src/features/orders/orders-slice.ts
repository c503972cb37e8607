import { createSlice } from "@reduxjs/toolkit";
import type { Order, OrderHub } from "@freight/domain/orders/order-mapper";

/** One row of an order table: what it shows and what its actions are decided from (see `orderRowFacts`). */
export type OrderRowFacts = Pick<
  Order,
  "id" | "number" | "timeFrom" | "timeTo" | "status" | "displayStatus" | "total" | "totalPaid" | "credited"
> & {
  hub: Pick<OrderHub, "name" | "timeZone">;
  service: Pick<Order["service"], "name">;
  invoices: Pick<Order["invoices"][number], "id" | "status" | "kind" | "amount">[];
};

/** The order table's current page, handed over by the server-rendered page that read it. */
export interface OrdersState {
  data: OrderRowFacts[];
  totalPages: number;
  totalItems: number;
}

const initialOrdersState: OrdersState = { data: [], totalPages: 0, totalItems: 0 };

export const ordersSlice = createSlice({
  name: "orders",
  initialState: initialOrdersState,
  reducers: {},
});
