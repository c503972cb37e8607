import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ACTIVE_ORDERS_SORT_STORAGE_KEY,
  DEFAULT_ORDER_SORT,
  ORDER_HISTORY_SORT_STORAGE_KEY,
  activeOrderSort,
  isOrderSortColumn,
  isSortDirection,
  parseStoredOrderSort,
  serializeOrderSort,
  toggleOrderSort,
  type OrderSortState,
} from "./sort";

const sortState: fc.Arbitrary<OrderSortState> = fc
  .record({
    dateDirection: fc.constantFrom("asc" as const, "desc" as const),
    fbNumberDirection: fc.constantFrom("asc" as const, "desc" as const),
    isDateActive: fc.boolean(),
  })
  .map(({ dateDirection, fbNumberDirection, isDateActive }) => ({
    date: { direction: dateDirection, isActive: isDateActive },
    fbNumber: { direction: fbNumberDirection, isActive: !isDateActive },
  }));
const column = fc.constantFrom("date" as const, "fbNumber" as const);

describe("DEFAULT_ORDER_SORT", () => {
  it("sorts by date descending with fbNumber inactive", () => {
    expect(activeOrderSort(DEFAULT_ORDER_SORT)).toEqual({ sortBy: "date", order: "desc" });
    expect(DEFAULT_ORDER_SORT.fbNumber.isActive).toBe(false);
  });
});

describe("storage keys", () => {
  it("keep the history table and the active-orders table apart", () => {
    expect(ORDER_HISTORY_SORT_STORAGE_KEY).not.toBe(ACTIVE_ORDERS_SORT_STORAGE_KEY);
  });
});

describe("isOrderSortColumn", () => {
  it("accepts date and fbNumber only", () => {
    expect(["date", "fbNumber", "price", 1].map(isOrderSortColumn)).toEqual([true, true, false, false]);
  });
});

describe("isSortDirection", () => {
  it("accepts asc and desc only", () => {
    expect(["asc", "desc", "ASC", null].map(isSortDirection)).toEqual([true, true, false, false]);
  });
});

describe("toggleOrderSort", () => {
  it("flips the direction when the active column is chosen", () => {
    expect(activeOrderSort(toggleOrderSort(DEFAULT_ORDER_SORT, "date"))).toEqual({
      sortBy: "date",
      order: "asc",
    });
  });

  it("activates another column, keeping its direction, and deactivates the previous one", () => {
    const next = toggleOrderSort(DEFAULT_ORDER_SORT, "fbNumber");
    expect(next).toEqual({
      date: { direction: "desc", isActive: false },
      fbNumber: { direction: "desc", isActive: true },
    });
  });

  it("returns to the start when the active column is chosen twice", () => {
    fc.assert(
      fc.property(sortState, (state) => {
        const active = activeOrderSort(state).sortBy;
        expect(toggleOrderSort(toggleOrderSort(state, active), active)).toEqual(state);
      }),
    );
  });

  it("keeps exactly one active column, the chosen one", () => {
    fc.assert(
      fc.property(sortState, column, (state, chosen) => {
        const next = toggleOrderSort(state, chosen);
        expect(next[chosen].isActive).toBe(true);
        expect(next.date.isActive).not.toBe(next.fbNumber.isActive);
      }),
    );
  });
});

describe("activeOrderSort", () => {
  it("reports the active column and its direction", () => {
    const state: OrderSortState = {
      date: { direction: "desc", isActive: false },
      fbNumber: { direction: "asc", isActive: true },
    };
    expect(activeOrderSort(state)).toEqual({ sortBy: "fbNumber", order: "asc" });
  });
});

describe("serializeOrderSort", () => {
  it("is read back unchanged by parseStoredOrderSort", () => {
    fc.assert(
      fc.property(sortState, (state) => {
        expect(parseStoredOrderSort(serializeOrderSort(state))).toEqual(state);
      }),
    );
  });
});

describe("parseStoredOrderSort", () => {
  it.each([
    null,
    "",
    "not json",
    "42",
    '{"date":{"direction":"up","isActive":true},"fbNumber":{"direction":"asc","isActive":false}}',
    '{"date":{"direction":"asc","isActive":true},"fbNumber":{"direction":"asc","isActive":true}}',
  ])("falls back to the default for %j", (stored) => {
    expect(parseStoredOrderSort(stored)).toEqual(DEFAULT_ORDER_SORT);
  });
});
