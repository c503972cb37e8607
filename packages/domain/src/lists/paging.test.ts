import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BLOG_PAGE_SIZE,
  DASHBOARD_PAGE_SIZE,
  FIRST_PAGE,
  MARGIN_PAGES_DISPLAYED,
  ORDERS_PAGE_SIZE,
  PAGE_RANGE_DISPLAYED,
  SHOP_PAGE_SIZE,
  countPages,
  listPagesToShow,
  pageOffset,
} from "./paging";

describe("page size constants", () => {
  it("match the spec: shop 9, blog 9, dashboard 7, orders 7, range 2, margins 3, first page 0", () => {
    expect([SHOP_PAGE_SIZE, BLOG_PAGE_SIZE, DASHBOARD_PAGE_SIZE, ORDERS_PAGE_SIZE]).toEqual([9, 9, 7, 7]);
    expect([PAGE_RANGE_DISPLAYED, MARGIN_PAGES_DISPLAYED, FIRST_PAGE]).toEqual([2, 3, 0]);
  });
});

describe("countPages", () => {
  it.each([
    [0, 7, 0],
    [1, 7, 1],
    [7, 7, 1],
    [8, 7, 2],
    [19, 9, 3],
  ])("needs enough pages for every item (%i items by %i → %i)", (totalItems, pageSize, expected) => {
    expect(countPages(totalItems, pageSize)).toBe(expected);
  });

  it("rejects a page size below 1", () => {
    expect(() => countPages(10, 0)).toThrow(RangeError);
  });
});

describe("pageOffset", () => {
  it.each([
    [0, 7, 0],
    [3, 7, 21],
  ])("skips the items of earlier pages (page %i by %i → %i)", (page, size, expected) => {
    expect(pageOffset(page, size)).toBe(expected);
  });
});

describe("listPagesToShow", () => {
  it.each([
    { currentPage: 0, totalPages: 0, expected: [] },
    { currentPage: 0, totalPages: 5, expected: [0, 1, 2, 3, 4] },
    { currentPage: 0, totalPages: 20, expected: [0, 1, 2, "gap", 17, 18, 19] },
    { currentPage: 9, totalPages: 20, expected: [0, 1, 2, "gap", 9, 10, "gap", 17, 18, 19] },
    { currentPage: 19, totalPages: 20, expected: [0, 1, 2, "gap", 17, 18, 19] },
    { currentPage: 4, totalPages: 20, expected: [0, 1, 2, 3, 4, 5, "gap", 17, 18, 19] },
    { currentPage: 5, totalPages: 10, expected: [0, 1, 2, "gap", 5, 6, 7, 8, 9] },
    { currentPage: 4, totalPages: 10, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  ])(
    "shows 3 margin pages, a 2-page range and gaps (page $currentPage of $totalPages)",
    ({ currentPage, totalPages, expected }) => {
      expect(listPagesToShow({ currentPage, totalPages })).toEqual(expected);
    },
  );

  it("always shows the current page, in order, without adjacent gaps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (totalPages, seed) => {
        const currentPage = seed % totalPages;
        const items = listPagesToShow({ currentPage, totalPages });
        const pages = items.filter((item): item is number => item !== "gap");
        expect(pages).toContain(currentPage);
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(pages.at(0)).toBe(0);
        expect(pages.at(-1)).toBe(totalPages - 1);
        items.forEach((item, index) => {
          if (item === "gap") expect(items[index + 1]).not.toBe("gap");
        });
      }),
    );
  });
});
