import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MIN_SERVICE_QUANTITY,
  applyQuantityChange,
  decreaseQuantity,
  increaseQuantity,
  normalizeQuantity,
  setQuantity,
  type QuantityChange,
} from "./quantity";

describe("normalizeQuantity", () => {
  it.each([
    [3, 3],
    [2.9, 2],
    [0, 1],
    [-4, 1],
    [Number.NaN, 1],
    [Number.NEGATIVE_INFINITY, 1],
    [Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER],
  ])("makes %s a whole quantity of at least 1 (%s)", (value, expected) => {
    expect(normalizeQuantity(value)).toBe(expected);
  });
});

describe("decreaseQuantity", () => {
  it("steps down by one", () => {
    expect(decreaseQuantity(5)).toBe(4);
  });

  it("never goes below 1", () => {
    expect(decreaseQuantity(1)).toBe(1);
  });
});

describe("increaseQuantity", () => {
  it("steps up by one", () => {
    expect(increaseQuantity(1)).toBe(2);
  });
});

describe("setQuantity", () => {
  it.each([
    [12, 12],
    [0, 1],
    [-3, 1],
    [4.7, 4],
  ])("sets %s directly as %s", (value, expected) => {
    expect(setQuantity(value)).toBe(expected);
  });
});

describe("applyQuantityChange", () => {
  it.each<[number, QuantityChange, number]>([
    [3, { kind: "decrease" }, 2],
    [3, { kind: "increase" }, 4],
    [3, { kind: "set", value: 10 }, 10],
    [1, { kind: "decrease" }, 1],
  ])("applies a change to %i: %o → %i", (quantity, change, expected) => {
    expect(applyQuantityChange(quantity, change)).toBe(expected);
  });

  it("never leaves the quantity below 1 for any sequence of decrease, increase and set", () => {
    const change: fc.Arbitrary<QuantityChange> = fc.oneof(
      fc.constant({ kind: "decrease" as const }),
      fc.constant({ kind: "increase" as const }),
      fc.record({ kind: fc.constant("set" as const), value: fc.oneof(fc.integer(), fc.double()) }),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 50 }), (changes) => {
        let quantity = MIN_SERVICE_QUANTITY;
        for (const next of changes) {
          quantity = applyQuantityChange(quantity, next);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(Number.isSafeInteger(quantity)).toBe(true);
        }
      }),
    );
  });
});
