import { describe, expect, it } from "vitest";
import { isStateSliceName, pickStateSlices, STATE_SLICE_NAMES } from "./state-slices";

describe("STATE_SLICE_NAMES", () => {
  it("lists the thirteen slices", () => {
    expect(STATE_SLICE_NAMES).toEqual([
      "app",
      "user",
      "blog",
      "hubs",
      "temp",
      "orders",
      "payment",
      "services",
      "landing",
      "referrals",
      "dashboard",
      "shop",
      "map",
    ]);
  });
});

describe("isStateSliceName", () => {
  it.each([
    ["orders", true],
    ["map", true],
    ["cart", false],
    [1, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isStateSliceName(value)).toBe(expected);
  });
});

describe("pickStateSlices", () => {
  it("keeps the known slices of a handed-over state and drops other keys", () => {
    expect(pickStateSlices({ shop: { page: 2 }, orders: { limit: 7 }, _persist: { version: 1 } })).toEqual({
      shop: { page: 2 },
      orders: { limit: 7 },
    });
  });
});
