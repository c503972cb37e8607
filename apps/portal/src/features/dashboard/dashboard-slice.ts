import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { DashboardMetrics, Order } from "@freight/domain/orders/order-mapper";

export interface DashboardState {
  metrics: DashboardMetrics | null;
  ongoingOrders: Order[];
  isLoaded: boolean;
}

export const initialDashboardState: DashboardState = { metrics: null, ongoingOrders: [], isLoaded: false };

export const dashboardSlice = createSlice({
  name: "dashboard",
  initialState: initialDashboardState,
  reducers: {
    dashboardLoaded(
      state,
      action: PayloadAction<{ metrics: DashboardMetrics | null; ongoingOrders: Order[] }>,
    ) {
      state.metrics = action.payload.metrics;
      state.ongoingOrders = action.payload.ongoingOrders;
      state.isLoaded = true;
    },
  },
  selectors: {
    selectMetrics: (state) => state.metrics,
    selectOngoingOrders: (state) => state.ongoingOrders,
  },
});

export const { dashboardLoaded } = dashboardSlice.actions;
export const { selectMetrics, selectOngoingOrders } = dashboardSlice.selectors;
