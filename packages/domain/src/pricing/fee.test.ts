import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChargeKind } from "../catalog/charge-kind";
import { MoneyInputError } from "../money/money-input-error";
import { calculateFeeCents, type HourFees } from "./fee";

const hourFees = { firstHourFeeCents: 5000, secondHourFeeCents: 3000, afterHoursFeeCents: 7500 };

describe("calculateFeeCents", () => {
  it.each([
    [ChargeKind.BusinessHours, 0],
    [ChargeKind.AfterHours, 7500],
    [ChargeKind.CallFee, 5000 + 2 * 3000],
  ])("charges by charge kind %i: %i cents", (chargeKind, expected) => {
    expect(calculateFeeCents({ chargeKind, ...hourFees })).toBe(expected);
  });

  it("charges nothing without fee terms", () => {
    expect(calculateFeeCents(null)).toBe(0);
  });

  it("rejects an unknown charge kind", () => {
    const fee = { chargeKind: 40, ...hourFees } as unknown as HourFees;
    expect(() => calculateFeeCents(fee)).toThrow("fee.chargeKind must be 10, 20 or 30, got 40");
  });

  it.each(["firstHourFeeCents", "secondHourFeeCents", "afterHoursFeeCents"] as const)(
    "rejects a negative or fractional %s",
    (field) => {
      expect(() => calculateFeeCents({ chargeKind: ChargeKind.CallFee, ...hourFees, [field]: -1 })).toThrow(
        MoneyInputError,
      );
      expect(() =>
        calculateFeeCents({ chargeKind: ChargeKind.AfterHours, ...hourFees, [field]: 0.5 }),
      ).toThrow(`fee.${field} must be`);
    },
  );

  it("is never negative", () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        fc.constantFrom(ChargeKind.BusinessHours, ChargeKind.AfterHours, ChargeKind.CallFee),
        cents,
        cents,
        cents,
        (chargeKind, firstHourFeeCents, secondHourFeeCents, afterHoursFeeCents) => {
          const fee = calculateFeeCents({
            chargeKind,
            firstHourFeeCents,
            secondHourFeeCents,
            afterHoursFeeCents,
          });
          expect(fee).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
