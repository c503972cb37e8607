import { describe, expect, it } from "vitest";
import { MoneyInputError } from "../money/money-input-error";
import { countsTowardsReferredVolume, referredMoneyCents, referredVolumeCents } from "./referred-volume";

describe("countsTowardsReferredVolume", () => {
  it("counts paid payments for orders, invoices and shop orders", () => {
    for (const flow of ["pre-payment", "post-payment", "invoice-pay", "shop-order"]) {
      expect(countsTowardsReferredVolume({ status: "paid", flow })).toBe(true);
    }
  });

  it("never counts a top-up, or a payment that does not stand", () => {
    expect(countsTowardsReferredVolume({ status: "paid", flow: "top-up" })).toBe(false);
    for (const status of ["pending", "processing", "cancelled", "failed", "returned", "refunded"]) {
      expect(countsTowardsReferredVolume({ status, flow: "post-payment" })).toBe(false);
    }
  });
});

describe("referredMoneyCents", () => {
  it("is the amount less the bonuses spent", () => {
    expect(referredMoneyCents({ amountCents: 10_000, bonusesCents: 2_500 })).toBe(7_500);
  });

  it("refuses bonuses beyond the amount, which no payment can hold", () => {
    expect(() => referredMoneyCents({ amountCents: 100, bonusesCents: 200 })).toThrow(MoneyInputError);
    expect(() => referredMoneyCents({ amountCents: 100, bonusesCents: 0.5 })).toThrow(MoneyInputError);
  });
});

describe("referredVolumeCents", () => {
  it("sums the money of the counted payments only, never the bonuses or a referral's balance", () => {
    expect(
      referredVolumeCents([
        { status: "paid", flow: "post-payment", amountCents: 10_000, bonusesCents: 2_000 },
        { status: "paid", flow: "invoice-pay", amountCents: 5_000, bonusesCents: 0 },
        { status: "paid", flow: "top-up", amountCents: 50_000, bonusesCents: 0 },
        { status: "refunded", flow: "post-payment", amountCents: 7_000, bonusesCents: 0 },
      ]),
    ).toBe(13_000);
  });

  it("is 0 without payments", () => {
    expect(referredVolumeCents([])).toBe(0);
  });
});
