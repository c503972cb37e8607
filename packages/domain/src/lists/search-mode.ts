import { FIRST_PAGE } from "./paging";

/** What decides search mode on the shop list: search text, category filters and a chosen sort. */
export interface ShopSearchState {
  readonly search: string;
  readonly categories: readonly unknown[];
  readonly sort: string | null | undefined;
}

/** What decides search mode on an orders list: search text and the filter values by name. */
export interface OrdersSearchState {
  readonly search: string;
  readonly filters: Readonly<Record<string, unknown>>;
}

/** The two page counters a list keeps: the normal page and the page within filtered results (both 0-based). */
export interface PageCounters {
  readonly currentPage: number;
  readonly filterCurrentPage: number;
}

/** Name of the page counter in use. */
export type PageCounterName = keyof PageCounters;

/** True when a filter holds something: not empty, blank, false or an empty list. */
export function isFilterValueSet(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Shop is in search mode when there is search text, a category filter or a sort. */
export function isShopSearchMode(state: ShopSearchState): boolean {
  return isFilterValueSet(state.search) || state.categories.length > 0 || isFilterValueSet(state.sort);
}

/** An orders list is in search mode when there is search text or any filter value. */
export function isOrdersSearchMode(state: OrdersSearchState): boolean {
  return isFilterValueSet(state.search) || Object.values(state.filters).some(isFilterValueSet);
}

/** In search mode the filtered page counter applies, otherwise the normal one. */
export function activePageCounter(isSearchMode: boolean): PageCounterName {
  return isSearchMode ? "filterCurrentPage" : "currentPage";
}

/** The page being shown: the counter that applies in the current mode. */
export function activePage(counters: PageCounters, isSearchMode: boolean): number {
  return counters[activePageCounter(isSearchMode)];
}

/** Page change: updates only the counter that applies in the current mode. */
export function changeActivePage<T extends PageCounters>(
  counters: T,
  isSearchMode: boolean,
  page: number,
): T {
  return { ...counters, [activePageCounter(isSearchMode)]: page };
}

/**
 * The spec's rule "if the filtered total pages are fewer than the current page, the page resets to 1" speaks of
 * page numbers as users see them (index + 1); with 0-based indices that means: back to the first page when the
 * current index no longer exists in the filtered results.
 */
export function resetPageBeyondTotal(currentPage: number, filteredTotalPages: number): number {
  return filteredTotalPages < currentPage + 1 ? FIRST_PAGE : currentPage;
}
