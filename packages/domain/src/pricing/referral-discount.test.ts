import { describe, expect, it } from "vitest";
import { calculateReferralDiscountCents } from "./referral-discount";

describe("calculateReferralDiscountCents", () => {
  it("takes the level's whole percent of the subtotal", () => {
    expect(calculateReferralDiscountCents(20_000, 5)).toBe(1_000);
  });

  it("rounds down to the cent so the discount never exceeds the percentage", () => {
    expect(calculateReferralDiscountCents(999, 5)).toBe(49);
  });

  it("gives nothing for a level without a discount", () => {
    expect(calculateReferralDiscountCents(12_345, 0)).toBe(0);
  });

  it("refuses a percentage outside 0..100 or a fractional one", () => {
    expect(() => calculateReferralDiscountCents(100, 101)).toThrow(RangeError);
    expect(() => calculateReferralDiscountCents(100, 2.5)).toThrow(RangeError);
    expect(() => calculateReferralDiscountCents(100, -1)).toThrow(RangeError);
  });
});
