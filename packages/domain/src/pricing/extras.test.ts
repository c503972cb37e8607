import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MoneyInputError } from "../money/money-input-error";
import { calculateExtraChargeCents, calculateExtrasCents } from "./extras";

describe("calculateExtraChargeCents", () => {
  it.each([
    [7500, 1, 7500],
    [2500, 4, 10000],
    [9900, 0, 0],
  ])("prices an extra as unit price × amount (%i × %i = %i)", (unitPriceCents, amount, expected) => {
    expect(calculateExtraChargeCents({ unitPriceCents, amount })).toBe(expected);
  });

  it("rejects a fractional amount", () => {
    expect(() => calculateExtraChargeCents({ unitPriceCents: 100, amount: 0.5 })).toThrow(MoneyInputError);
  });
});

describe("calculateExtrasCents", () => {
  it("adds up every extra", () => {
    expect(
      calculateExtrasCents([
        { unitPriceCents: 7500, amount: 1 },
        { unitPriceCents: 2500, amount: 4 },
      ]),
    ).toBe(17500);
  });

  it("is 0 without extras", () => {
    expect(calculateExtrasCents([])).toBe(0);
  });

  it("names the extra whose price is invalid", () => {
    expect(() =>
      calculateExtrasCents([
        { unitPriceCents: 100, amount: 1 },
        { unitPriceCents: -3, amount: 1 },
      ]),
    ).toThrow(/extras\[1\] unit price must be a non-negative whole number/);
  });

  it("is never negative", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }), amount: fc.nat(1_000) }),
        ),
        (extras) => {
          expect(calculateExtrasCents(extras)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
