/** Products per shop page. */
export const SHOP_PAGE_SIZE = 9;
/** Posts per blog page. */
export const BLOG_PAGE_SIZE = 9;
/** Orders per dashboard table page. */
export const DASHBOARD_PAGE_SIZE = 7;
/** Orders per order-history / active-orders page. */
export const ORDERS_PAGE_SIZE = 7;
/** Pages shown around the current one in a pagination bar. */
export const PAGE_RANGE_DISPLAYED = 2;
/** Pages always shown at each end of a pagination bar. */
export const MARGIN_PAGES_DISPLAYED = 3;
/** Index of the first page: page indices are 0-based everywhere (users see index + 1). */
export const FIRST_PAGE = 0;

/** One entry of a pagination bar: a 0-based page index, or a gap standing for hidden pages. */
export type PageListItem = number | "gap";

/** Number of pages needed for `totalItems` at `pageSize` per page (0 when there are no items). */
export function countPages(totalItems: number, pageSize: number): number {
  if (!Number.isSafeInteger(totalItems) || totalItems < 0) {
    throw new RangeError(`totalItems must be a whole number of at least 0, got ${String(totalItems)}`);
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a whole number of at least 1, got ${String(pageSize)}`);
  }
  return Math.ceil(totalItems / pageSize);
}

/** How many items to skip to reach the 0-based `page` (a database offset). */
export function pageOffset(page: number, pageSize: number): number {
  return page * pageSize;
}

/** Options of {@link listPagesToShow}; range and margins default to the product's 2 and 3. */
export interface PagesToShowInput {
  readonly currentPage: number;
  readonly totalPages: number;
  readonly pageRange?: number;
  readonly marginPages?: number;
}

/**
 * The pagination bar: the first and last `marginPages` pages, `pageRange` pages starting at the current one
 * (shifted back near the end), and a gap wherever pages are hidden; a gap never hides a single page.
 */
export function listPagesToShow(input: PagesToShowInput): PageListItem[] {
  const { totalPages, pageRange = PAGE_RANGE_DISPLAYED, marginPages = MARGIN_PAGES_DISPLAYED } = input;
  if (totalPages <= 0) return [];
  const currentPage = Math.min(Math.max(input.currentPage, 0), totalPages - 1);
  const windowStart = Math.max(0, Math.min(currentPage, totalPages - pageRange));
  const windowEnd = Math.min(totalPages - 1, windowStart + pageRange - 1);
  const isShown = (page: number): boolean =>
    page < marginPages || page >= totalPages - marginPages || (page >= windowStart && page <= windowEnd);

  const items: PageListItem[] = [];
  for (let page = 0; page < totalPages; page += 1) {
    const hidesOnlyThisPage =
      !isShown(page) && page > 0 && isShown(page - 1) && page < totalPages - 1 && isShown(page + 1);
    if (isShown(page) || hidesOnlyThisPage) {
      items.push(page);
    } else if (items.at(-1) !== "gap") {
      items.push("gap");
    }
  }
  return items;
}
