import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activePage,
  activePageCounter,
  changeActivePage,
  isFilterValueSet,
  isOrdersSearchMode,
  isShopSearchMode,
  resetPageBeyondTotal,
} from "./search-mode";

describe("isFilterValueSet", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["   ", false],
    [[], false],
    [false, false],
    ["x", true],
    [0, true],
    [[1], true],
    [true, true],
  ])("counts %j as set: %s", (value, expected) => {
    expect(isFilterValueSet(value)).toBe(expected);
  });
});

describe("isShopSearchMode", () => {
  it.each([
    [{ search: "", categories: [], sort: null }, false],
    [{ search: "pallet", categories: [], sort: null }, true],
    [{ search: "", categories: [3], sort: undefined }, true],
    [{ search: "", categories: [], sort: "price" }, true],
  ])("is on with search text, filters or sort (%o → %s)", (state, expected) => {
    expect(isShopSearchMode(state)).toBe(expected);
  });
});

describe("isOrdersSearchMode", () => {
  it.each([
    [{ search: "", filters: {} }, false],
    [{ search: "", filters: { hubId: undefined, dateFrom: "" } }, false],
    [{ search: "FB-1001", filters: {} }, true],
    [{ search: "", filters: { hubId: 2 } }, true],
    [{ search: "", filters: { dateFrom: "2025-03-01" } }, true],
  ])("is on with search text or any filter (%o → %s)", (state, expected) => {
    expect(isOrdersSearchMode(state)).toBe(expected);
  });
});

describe("activePageCounter", () => {
  it("uses the filtered counter in search mode and the normal one otherwise", () => {
    expect(activePageCounter(true)).toBe("filterCurrentPage");
    expect(activePageCounter(false)).toBe("currentPage");
  });
});

describe("activePage", () => {
  it("reads the counter that applies", () => {
    const counters = { currentPage: 4, filterCurrentPage: 1 };
    expect(activePage(counters, false)).toBe(4);
    expect(activePage(counters, true)).toBe(1);
  });
});

describe("changeActivePage", () => {
  it("updates only the counter that applies and keeps other state", () => {
    const state = { currentPage: 4, filterCurrentPage: 1, limit: 7 };
    expect(changeActivePage(state, true, 2)).toEqual({ currentPage: 4, filterCurrentPage: 2, limit: 7 });
    expect(changeActivePage(state, false, 0)).toEqual({ currentPage: 0, filterCurrentPage: 1, limit: 7 });
  });
});

describe("resetPageBeyondTotal", () => {
  it.each([
    [5, 3, 0],
    [3, 3, 0],
    [2, 3, 2],
    [0, 0, 0],
    [0, 5, 0],
  ])(
    "goes back to the first page when page index %i does not exist in %i filtered pages (→ %i)",
    (page, total, expected) => {
      expect(resetPageBeyondTotal(page, total)).toBe(expected);
    },
  );

  it("always lands on an existing page (or the first) and leaves existing pages alone", () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (page, totalPages) => {
        const result = resetPageBeyondTotal(page, totalPages);
        if (page < totalPages) expect(result).toBe(page);
        else expect(result).toBe(0);
        expect(result).toBeLessThanOrEqual(Math.max(totalPages - 1, 0));
      }),
    );
  });
});
