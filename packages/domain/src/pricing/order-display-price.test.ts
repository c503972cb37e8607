import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChargeKind } from "../catalog/charge-kind";
import { ServiceTypeId } from "../catalog/service-type";
import { MoneyInputError } from "../money/money-input-error";
import type { HourFees } from "./fee";
import { calculateDropOffCheckout, calculateOrderDisplayPrice, unlistedDiscountCents } from "./order-display-price";

const callFee: HourFees = {
  chargeKind: ChargeKind.CallFee,
  firstHourFeeCents: 5000,
  secondHourFeeCents: 3000,
  afterHoursFeeCents: 7500,
};

describe("calculateOrderDisplayPrice", () => {
  it("applies the minimum charge when the hub's minimal charge exceeds quantity × price", () => {
    expect(
      calculateOrderDisplayPrice({
        serviceTypeId: ServiceTypeId.Transload,
        unitPriceCents: 2000,
        quantity: 2,
        hubMinimalChargeCents: 10000,
        fee: null,
      }),
    ).toEqual({
      serviceCents: 4000,
      isMinimumChargeApplied: true,
      minimumChargeCents: 10000,
      minimumChargeUpliftCents: 6000,
      extraFeeCents: 0,
      extraFeeLabel: null,
      totalCents: 10000,
    });
  });

  it("does not apply the minimum charge when it equals quantity × price", () => {
    const price = calculateOrderDisplayPrice({
      serviceTypeId: ServiceTypeId.Transload,
      unitPriceCents: 5000,
      quantity: 2,
      hubMinimalChargeCents: 10000,
      fee: null,
    });
    expect(price.isMinimumChargeApplied).toBe(false);
    expect(price.minimumChargeCents).toBe(0);
    expect(price.totalCents).toBe(10000);
  });

  it("never applies the minimum charge to transport", () => {
    const price = calculateOrderDisplayPrice({
      serviceTypeId: ServiceTypeId.Transport,
      unitPriceCents: 1000,
      quantity: 1,
      hubMinimalChargeCents: 10000,
      fee: null,
    });
    expect(price.isMinimumChargeApplied).toBe(false);
    expect(price.totalCents).toBe(1000);
  });

  it.each([
    [ChargeKind.BusinessHours, 0, "Business Hours Fee"],
    [ChargeKind.AfterHours, 7500, "After Hours Fee"],
    [ChargeKind.CallFee, 11000, "Call Fee"],
  ])(
    "adds the extra fee of charge kind %i (%i cents, labelled %s) on top of quantity × price",
    (chargeKind, fee, label) => {
      const price = calculateOrderDisplayPrice({
        serviceTypeId: ServiceTypeId.CrossDocking,
        unitPriceCents: 4500,
        quantity: 3,
        hubMinimalChargeCents: 10000,
        fee: { ...callFee, chargeKind },
      });
      expect(price.extraFeeCents).toBe(fee);
      expect(price.extraFeeLabel).toBe(label);
      expect(price.totalCents).toBe(13500 + fee);
    },
  );

  it("rejects a fractional price", () => {
    expect(() =>
      calculateOrderDisplayPrice({
        serviceTypeId: 1,
        unitPriceCents: 0.1,
        quantity: 1,
        hubMinimalChargeCents: 0,
        fee: null,
      }),
    ).toThrow(MoneyInputError);
  });

  it("is never negative and never below quantity × price", () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 1000 }),
        cents,
        (unitPriceCents, quantity, hubMinimalChargeCents) => {
          const price = calculateOrderDisplayPrice({
            serviceTypeId: ServiceTypeId.Storage,
            unitPriceCents,
            quantity,
            hubMinimalChargeCents,
            fee: callFee,
          });
          expect(price.totalCents).toBeGreaterThanOrEqual(unitPriceCents * quantity);
          expect(price.totalCents).toBeGreaterThanOrEqual(hubMinimalChargeCents);
        },
      ),
    );
  });
});

describe("calculateDropOffCheckout", () => {
  it.each([
    [16, { hour: 17, isNextDay: false }],
    [0, { hour: 1, isNextDay: false }],
    [23, { hour: 0, isNextDay: true }],
  ])("checks out one hour after end hour %i", (endHour, expected) => {
    expect(calculateDropOffCheckout(endHour)).toEqual(expected);
  });

  it.each([-1, 24, 7.5])("rejects end hour %s", (endHour) => {
    expect(() => calculateDropOffCheckout(endHour)).toThrow(RangeError);
  });
});

describe("unlistedDiscountCents", () => {
  it("is the negative gap between the total and the listed lines", () => {
    expect(unlistedDiscountCents(9_000, [8_000, 2_000])).toBe(-1_000);
  });

  it("is 0 when the total is the lines' sum or above it", () => {
    expect(unlistedDiscountCents(10_000, [8_000, 2_000])).toBe(0);
    expect(unlistedDiscountCents(12_000, [8_000, 2_000])).toBe(0);
    expect(unlistedDiscountCents(0, [])).toBe(0);
  });

  it("refuses a fraction of a cent", () => {
    expect(() => unlistedDiscountCents(99.5, [100])).toThrow(MoneyInputError);
  });
});
