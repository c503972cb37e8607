import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MoneyInputError } from "../money/money-input-error";
import { calculateLinePrice } from "./line-price";

describe("calculateLinePrice", () => {
  it.each([
    { unitPriceCents: 4500, quantity: 3, hubMinimalChargeCents: 10000, base: 13500, uplift: 0, line: 13500 },
    {
      unitPriceCents: 2000,
      quantity: 2,
      hubMinimalChargeCents: 10000,
      base: 4000,
      uplift: 6000,
      line: 10000,
    },
    { unitPriceCents: 5000, quantity: 2, hubMinimalChargeCents: 10000, base: 10000, uplift: 0, line: 10000 },
    { unitPriceCents: 0, quantity: 1, hubMinimalChargeCents: 7500, base: 0, uplift: 7500, line: 7500 },
    { unitPriceCents: 1234, quantity: 1, hubMinimalChargeCents: 0, base: 1234, uplift: 0, line: 1234 },
  ])(
    "charges price × quantity raised to the hub minimum charge ($unitPriceCents × $quantity, minimum $hubMinimalChargeCents → $line)",
    ({ unitPriceCents, quantity, hubMinimalChargeCents, base, uplift, line }) => {
      expect(calculateLinePrice({ unitPriceCents, quantity, hubMinimalChargeCents })).toEqual({
        baseCents: base,
        minimumChargeAppliedCents: uplift,
        lineCents: line,
      });
    },
  );

  it.each([
    { unitPriceCents: 10.5, quantity: 1, hubMinimalChargeCents: 0 },
    { unitPriceCents: -100, quantity: 1, hubMinimalChargeCents: 0 },
    { unitPriceCents: 100, quantity: 0, hubMinimalChargeCents: 0 },
    { unitPriceCents: 100, quantity: 1.5, hubMinimalChargeCents: 0 },
    { unitPriceCents: 100, quantity: 1, hubMinimalChargeCents: -1 },
  ])("rejects non-integer or negative input %o", (input) => {
    expect(() => calculateLinePrice(input)).toThrow(MoneyInputError);
  });

  const cents = fc.integer({ min: 0, max: 1_000_000 });
  const quantity = fc.integer({ min: 1, max: 1_000 });

  it("never charges less than the hub minimum charge", () => {
    fc.assert(
      fc.property(cents, quantity, cents, (unitPriceCents, qty, hubMinimalChargeCents) => {
        const { lineCents } = calculateLinePrice({ unitPriceCents, quantity: qty, hubMinimalChargeCents });
        expect(lineCents).toBeGreaterThanOrEqual(hubMinimalChargeCents);
        expect(lineCents).toBeGreaterThanOrEqual(unitPriceCents * qty);
      }),
    );
  });

  it("never decreases when the quantity grows", () => {
    fc.assert(
      fc.property(cents, quantity, cents, (unitPriceCents, qty, hubMinimalChargeCents) => {
        const smaller = calculateLinePrice({ unitPriceCents, quantity: qty, hubMinimalChargeCents });
        const larger = calculateLinePrice({ unitPriceCents, quantity: qty + 1, hubMinimalChargeCents });
        expect(larger.lineCents).toBeGreaterThanOrEqual(smaller.lineCents);
      }),
    );
  });
});
