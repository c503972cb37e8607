import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChargeKind } from "../catalog/charge-kind";
import { ServiceTypeId } from "../catalog/service-type";
import { MoneyInputError } from "../money/money-input-error";
import type { HourFees } from "./fee";
import {
  calculateBookingTotal,
  calculateDiscountedBookingTotal,
  type BookingTotalInput,
} from "./order-total";

const callFee: HourFees = {
  chargeKind: ChargeKind.CallFee,
  firstHourFeeCents: 5000,
  secondHourFeeCents: 3000,
  afterHoursFeeCents: 7500,
};
const afterHours: HourFees = { ...callFee, chargeKind: ChargeKind.AfterHours };
const businessHours: HourFees = { ...callFee, chargeKind: ChargeKind.BusinessHours };
const pickUpAndDelivery = [
  { unitPriceCents: 7500, amount: 1 },
  { unitPriceCents: 2500, amount: 2 },
];

describe("calculateBookingTotal", () => {
  it.each<{ rule: string; input: BookingTotalInput; expected: ReturnType<typeof calculateBookingTotal> }>([
    {
      rule: "adds line, extras and a business-hours fee of 0",
      input: {
        service: { typeId: ServiceTypeId.Transload, unitPriceCents: 4500, quantity: 3 },
        hubMinimalChargeCents: 10000,
        extras: pickUpAndDelivery,
        fee: businessHours,
      },
      expected: {
        lineBaseCents: 13500,
        lineCents: 13500,
        extrasCents: 12500,
        feeCents: 0,
        minimumChargeAppliedCents: 0,
        totalCents: 26000,
      },
    },
    {
      rule: "raises the line to the hub minimum charge",
      input: {
        service: { typeId: ServiceTypeId.CrossDocking, unitPriceCents: 2000, quantity: 2 },
        hubMinimalChargeCents: 10000,
        extras: [],
        fee: null,
      },
      expected: {
        lineBaseCents: 4000,
        lineCents: 10000,
        extrasCents: 0,
        feeCents: 0,
        minimumChargeAppliedCents: 6000,
        totalCents: 10000,
      },
    },
    {
      rule: "adds the after-hours fee",
      input: {
        service: { typeId: ServiceTypeId.Storage, unitPriceCents: 4500, quantity: 3 },
        hubMinimalChargeCents: 0,
        extras: [],
        fee: afterHours,
      },
      expected: {
        lineBaseCents: 13500,
        lineCents: 13500,
        extrasCents: 0,
        feeCents: 7500,
        minimumChargeAppliedCents: 0,
        totalCents: 21000,
      },
    },
    {
      rule: "adds a call fee of first hour + 2 × second hour",
      input: {
        service: { typeId: ServiceTypeId.Rework, unitPriceCents: 1000, quantity: 1 },
        hubMinimalChargeCents: 5000,
        extras: [{ unitPriceCents: 500, amount: 1 }],
        fee: callFee,
      },
      expected: {
        lineBaseCents: 1000,
        lineCents: 5000,
        extrasCents: 500,
        feeCents: 11000,
        minimumChargeAppliedCents: 4000,
        totalCents: 16500,
      },
    },
    {
      rule: "charges transport only its extras (no line, minimum charge or fee)",
      input: {
        service: { typeId: ServiceTypeId.Transport, unitPriceCents: 4500, quantity: 3 },
        hubMinimalChargeCents: 10000,
        extras: pickUpAndDelivery,
        fee: callFee,
      },
      expected: {
        lineBaseCents: 0,
        lineCents: 0,
        extrasCents: 12500,
        feeCents: 0,
        minimumChargeAppliedCents: 0,
        totalCents: 12500,
      },
    },
    {
      rule: "charges only extras while no service is chosen",
      input: { service: null, hubMinimalChargeCents: 10000, extras: pickUpAndDelivery, fee: callFee },
      expected: {
        lineBaseCents: 0,
        lineCents: 0,
        extrasCents: 12500,
        feeCents: 0,
        minimumChargeAppliedCents: 0,
        totalCents: 12500,
      },
    },
  ])("$rule", ({ input, expected }) => {
    expect(calculateBookingTotal(input)).toEqual(expected);
  });

  it.each<[string, BookingTotalInput]>([
    [
      "service.unitPriceCents",
      {
        service: { typeId: 1, unitPriceCents: 45.5, quantity: 1 },
        hubMinimalChargeCents: 0,
        extras: [],
        fee: null,
      },
    ],
    [
      "service.quantity",
      {
        service: { typeId: 3, unitPriceCents: 4500, quantity: 0 },
        hubMinimalChargeCents: 0,
        extras: [],
        fee: null,
      },
    ],
    ["hubMinimalChargeCents", { service: null, hubMinimalChargeCents: -100, extras: [], fee: null }],
    [
      "extras[0] unit price",
      { service: null, hubMinimalChargeCents: 0, extras: [{ unitPriceCents: -1, amount: 1 }], fee: null },
    ],
  ])("rejects invalid %s with a MoneyInputError naming it", (field, input) => {
    expect(() => calculateBookingTotal(input)).toThrow(MoneyInputError);
    expect(() => calculateBookingTotal(input)).toThrow(field);
  });

  const cents = fc.integer({ min: 0, max: 1_000_000 });
  const extras = fc.array(fc.record({ unitPriceCents: cents, amount: fc.nat(100) }), { maxLength: 5 });
  const fee = fc.option(
    fc.record({
      chargeKind: fc.constantFrom(ChargeKind.BusinessHours, ChargeKind.AfterHours, ChargeKind.CallFee),
      firstHourFeeCents: cents,
      secondHourFeeCents: cents,
      afterHoursFeeCents: cents,
    }),
  );
  const typeId = fc.constantFrom(...Object.values(ServiceTypeId));
  const input = fc.record({
    service: fc.record({ typeId, unitPriceCents: cents, quantity: fc.integer({ min: 1, max: 1000 }) }),
    hubMinimalChargeCents: cents,
    extras,
    fee,
  });

  it("never gives a negative total and its parts add up", () => {
    fc.assert(
      fc.property(input, (booking) => {
        const total = calculateBookingTotal(booking);
        expect(total.totalCents).toBeGreaterThanOrEqual(0);
        expect(total.totalCents).toBe(total.lineCents + total.extrasCents + total.feeCents);
        expect(Number.isSafeInteger(total.totalCents)).toBe(true);
      }),
    );
  });

  it("floors the line at the hub minimum charge for non-transport services", () => {
    fc.assert(
      fc.property(input, (booking) => {
        fc.pre(booking.service.typeId !== ServiceTypeId.Transport);
        expect(calculateBookingTotal(booking).lineCents).toBeGreaterThanOrEqual(
          booking.hubMinimalChargeCents,
        );
      }),
    );
  });

  it("never decreases when the quantity grows", () => {
    fc.assert(
      fc.property(input, ({ service, ...rest }) => {
        const smaller = calculateBookingTotal({ ...rest, service });
        const larger = calculateBookingTotal({
          ...rest,
          service: { ...service, quantity: service.quantity + 1 },
        });
        expect(larger.totalCents).toBeGreaterThanOrEqual(smaller.totalCents);
      }),
    );
  });

  it("gives transport exactly the extras", () => {
    fc.assert(
      fc.property(input, ({ service, ...rest }) => {
        const transport = calculateBookingTotal({
          ...rest,
          service: { ...service, typeId: ServiceTypeId.Transport },
        });
        const extrasSum = rest.extras.reduce((sum, extra) => sum + extra.unitPriceCents * extra.amount, 0);
        expect(transport.totalCents).toBe(extrasSum);
        expect(transport.extrasCents).toBe(extrasSum);
      }),
    );
  });
});

describe("calculateDiscountedBookingTotal", () => {
  const booking: BookingTotalInput = {
    service: { typeId: ServiceTypeId.Storage, unitPriceCents: 10_000, quantity: 2 },
    hubMinimalChargeCents: 0,
    extras: [{ unitPriceCents: 1_999, amount: 1 }],
    fee: {
      chargeKind: ChargeKind.AfterHours,
      firstHourFeeCents: 0,
      secondHourFeeCents: 0,
      afterHoursFeeCents: 5_000,
    },
  };

  it("takes the referral discount off the whole total, extras and fee included, rounded down", () => {
    const total = calculateDiscountedBookingTotal({ ...booking, discountPercent: 5 });
    expect(total.subtotalCents).toBe(26_999);
    expect(total.discountCents).toBe(1_349);
    expect(total.totalCents).toBe(25_650);
  });

  it("charges the plain booking total without a discount", () => {
    const total = calculateDiscountedBookingTotal({ ...booking, discountPercent: 0 });
    expect(total.totalCents).toBe(calculateBookingTotal(booking).totalCents);
    expect(total.discountCents).toBe(0);
  });

  it("never charges below zero or more than the undiscounted total", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (percent, price) => {
          const total = calculateDiscountedBookingTotal({
            ...booking,
            service: { typeId: ServiceTypeId.Storage, unitPriceCents: price, quantity: 1 },
            discountPercent: percent,
          });
          return total.totalCents >= 0 && total.totalCents <= total.subtotalCents;
        },
      ),
    );
  });
});
