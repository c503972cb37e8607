import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Order, Page } from "@freight/domain/orders/order-mapper";
import { FIRST_PAGE, ORDERS_PAGE_SIZE } from "@freight/domain/lists/paging";
import { changeActivePage, resetPageBeyondTotal } from "@freight/domain/lists/search-mode";
import {
  DEFAULT_ORDER_SORT,
  toggleOrderSort,
  type OrderSortColumn,
  type OrderSortState,
} from "@freight/domain/lists/sort";
import { EMPTY_ORDER_FILTERS, isTableInSearchMode, type OrderFilters } from "./order-list-params";

export interface OrdersState {
  data: Order[];
  detailedOrder: Order | null;
  bookedOrder: Order | null;
  limit: number;
  currentPage: number;
  filterCurrentPage: number;
  totalPages: number;
  totalItems: number;
  filters: OrderFilters;
  search: string;
  sort: OrderSortState;
  isLoading: boolean;
}

export const initialOrdersState: OrdersState = {
  data: [],
  detailedOrder: null,
  bookedOrder: null,
  limit: ORDERS_PAGE_SIZE,
  currentPage: FIRST_PAGE,
  filterCurrentPage: FIRST_PAGE,
  totalPages: 0,
  totalItems: 0,
  filters: EMPTY_ORDER_FILTERS,
  search: "",
  sort: DEFAULT_ORDER_SORT,
  isLoading: false,
};

export const ordersSlice = createSlice({
  name: "orders",
  initialState: initialOrdersState,
  reducers: {
    ordersRequested(state) {
      state.isLoading = true;
    },
    /** A page arrived; in search mode a page beyond the filtered total goes back to the first. */
    ordersPageLoaded(state, action: PayloadAction<Page<Order>>) {
      const page = action.payload;
      state.data = page.items;
      state.totalPages = page.totalPages;
      state.totalItems = page.totalItems;
      state.isLoading = false;
      if (isTableInSearchMode(state)) {
        state.filterCurrentPage = resetPageBeyondTotal(state.filterCurrentPage, page.totalPages);
      }
    },
    ordersFailed(state) {
      state.isLoading = false;
    },
    /** The page change updates whichever counter applies. */
    pageChanged(state, action: PayloadAction<number>) {
      const next = changeActivePage(state, isTableInSearchMode(state), action.payload);
      state.currentPage = next.currentPage;
      state.filterCurrentPage = next.filterCurrentPage;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.filterCurrentPage = FIRST_PAGE;
    },
    filtersChanged(state, action: PayloadAction<Partial<OrderFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.filterCurrentPage = FIRST_PAGE;
    },
    /** Choosing the active column toggles its direction, another column becomes active. */
    sortToggled(state, action: PayloadAction<OrderSortColumn>) {
      state.sort = toggleOrderSort(state.sort, action.payload);
    },
    detailedOrderLoaded(state, action: PayloadAction<Order | null>) {
      state.detailedOrder = action.payload;
    },
    bookedOrderLoaded(state, action: PayloadAction<Order | null>) {
      state.bookedOrder = action.payload;
    },
    orderReplaced(state, action: PayloadAction<Order>) {
      state.data = state.data.map((order) => (order.id === action.payload.id ? action.payload : order));
      if (state.detailedOrder?.id === action.payload.id) state.detailedOrder = action.payload;
    },
  },
  selectors: {
    selectOrders: (state) => state.data,
    selectDetailedOrder: (state) => state.detailedOrder,
    selectOrderSort: (state) => state.sort,
  },
});

export const {
  ordersRequested,
  ordersPageLoaded,
  ordersFailed,
  pageChanged,
  searchChanged,
  filtersChanged,
  sortToggled,
  detailedOrderLoaded,
  bookedOrderLoaded,
  orderReplaced,
} = ordersSlice.actions;
export const { selectOrders, selectDetailedOrder, selectOrderSort } = ordersSlice.selectors;
