import { createSlice } from "@reduxjs/toolkit";
import type { Order } from "@freight/domain/orders/order-mapper";

/** The order table's current page, handed over by the server-rendered page that read it. */
export interface OrdersState {
  data: Order[];
  totalPages: number;
  totalItems: number;
}

const initialOrdersState: OrdersState = { data: [], totalPages: 0, totalItems: 0 };

export const ordersSlice = createSlice({
  name: "orders",
  initialState: initialOrdersState,
  reducers: {},
});
