/** Columns an orders table can be sorted by. */
export const ORDER_SORT_COLUMNS = ["date", "fbNumber"] as const;
/** A sortable orders column. */
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

/** Sort directions, as sent in the `order` query parameter. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
/** Ascending or descending. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** One column's sort setting: its direction and whether it is the column in use. */
export interface ColumnSort {
  readonly direction: SortDirection;
  readonly isActive: boolean;
}

/** Sort settings of an orders table, one per column; exactly one column is active. */
export type OrderSortState = Readonly<Record<OrderSortColumn, ColumnSort>>;

/** The sort in use, as the list query sends it. */
export interface ActiveSort {
  readonly sortBy: OrderSortColumn;
  readonly order: SortDirection;
}

/** Default: date descending, fbNumber inactive. */
export const DEFAULT_ORDER_SORT: OrderSortState = {
  date: { direction: "desc", isActive: true },
  fbNumber: { direction: "desc", isActive: false },
};

/** Browser-storage key of the order-history table's sort. */
export const ORDER_HISTORY_SORT_STORAGE_KEY = "freight.orderHistory.sort";
/** Browser-storage key of the active-orders table's sort. */
export const ACTIVE_ORDERS_SORT_STORAGE_KEY = "freight.activeOrders.sort";

/** True for "date" and "fbNumber". */
export function isOrderSortColumn(value: unknown): value is OrderSortColumn {
  return (ORDER_SORT_COLUMNS as readonly unknown[]).includes(value);
}

/** True for "asc" and "desc". */
export function isSortDirection(value: unknown): value is SortDirection {
  return (SORT_DIRECTIONS as readonly unknown[]).includes(value);
}

/** Choosing the active column flips its direction; choosing another column makes it the active one, keeping its direction. */
export function toggleOrderSort(state: OrderSortState, column: OrderSortColumn): OrderSortState {
  const chosen = state[column];
  const flipped: SortDirection = chosen.direction === "asc" ? "desc" : "asc";
  const next = { date: { ...state.date, isActive: false }, fbNumber: { ...state.fbNumber, isActive: false } };
  next[column] = { direction: chosen.isActive ? flipped : chosen.direction, isActive: true };
  return next;
}

/** The column in use and its direction (date descending if the state has no active column). */
export function activeOrderSort(state: OrderSortState): ActiveSort {
  const column = ORDER_SORT_COLUMNS.find((candidate) => state[candidate].isActive);
  return column ? { sortBy: column, order: state[column].direction } : { sortBy: "date", order: "desc" };
}

/** Text to keep in browser storage for a sort state. */
export function serializeOrderSort(state: OrderSortState): string {
  return JSON.stringify(state);
}

function readColumnSort(value: unknown): ColumnSort | null {
  if (typeof value !== "object" || value === null) return null;
  const { direction, isActive } = value as Record<string, unknown>;
  return isSortDirection(direction) && typeof isActive === "boolean" ? { direction, isActive } : null;
}

/** Reads a stored sort back; anything missing, malformed or without exactly one active column gives the default. */
export function parseStoredOrderSort(stored: string | null | undefined): OrderSortState {
  if (!stored) return DEFAULT_ORDER_SORT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return DEFAULT_ORDER_SORT;
  }
  if (typeof parsed !== "object" || parsed === null) return DEFAULT_ORDER_SORT;
  const record = parsed as Record<string, unknown>;
  const date = readColumnSort(record.date);
  const fbNumber = readColumnSort(record.fbNumber);
  if (!date || !fbNumber || date.isActive === fbNumber.isActive) return DEFAULT_ORDER_SORT;
  return { date, fbNumber };
}
