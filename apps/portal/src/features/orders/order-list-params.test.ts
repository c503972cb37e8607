import { describe, expect, it } from "vitest";
import { DEFAULT_ORDER_SORT, toggleOrderSort } from "@freight/domain/lists/sort";
import {
  isTableInSearchMode,
  orderTableSearch,
  parseOrderTableParams,
  toOrderListQuery,
} from "./order-list-params";

describe("parseOrderTableParams", () => {
  it("starts on the first page, date descending, with no search or filters", () => {
    const params = parseOrderTableParams({});
    expect(params.page).toBe(0);
    expect(params.sort).toEqual(DEFAULT_ORDER_SORT);
    expect(params.hasExplicitSort).toBe(false);
    expect(isTableInSearchMode(params)).toBe(false);
  });

  it("reads the page number people see as a 0-based page", () => {
    expect(parseOrderTableParams({ page: "3" }).page).toBe(2);
  });

  it("ignores unreadable values instead of failing", () => {
    const params = parseOrderTableParams({
      page: "-1",
      hub: "abc",
      from: "01/02/2026",
      tfrom: "25 PM",
      sort: "price",
    });
    expect(params.page).toBe(0);
    expect(params.filters.hubId).toBeNull();
    expect(params.filters.dateFrom).toBe("");
    expect(params.filters.timeFrom).toBe("");
    expect(params.hasExplicitSort).toBe(false);
  });

  it("turns search mode on for a search text or any filter", () => {
    expect(isTableInSearchMode(parseOrderTableParams({ q: "FB-1" }))).toBe(true);
    expect(isTableInSearchMode(parseOrderTableParams({ service: "2" }))).toBe(true);
  });
});

describe("orderTableSearch", () => {
  it("round-trips search, filters, sort and page through the address", () => {
    const sort = toggleOrderSort(DEFAULT_ORDER_SORT, "fbNumber");
    const state = {
      search: "smith",
      filters: { hubId: 3, serviceId: 2, dateFrom: "2026-06-01", dateTo: "", timeFrom: "7 AM", timeTo: "" },
      page: 1,
      sort,
    };
    const parsed = parseOrderTableParams(Object.fromEntries(new URLSearchParams(orderTableSearch(state))));
    expect(parsed).toEqual({ ...state, hasExplicitSort: true });
  });
});

describe("toOrderListQuery", () => {
  it("asks for 7 orders a page with the active sort", () => {
    const query = toOrderListQuery(parseOrderTableParams({ sort: "fbNumber", order: "asc", q: "x" }));
    expect(query).toMatchObject({ page: 0, limit: 7, search: "x", sortBy: "fbNumber", order: "asc" });
  });
});
