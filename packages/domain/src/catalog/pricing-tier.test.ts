import { describe, expect, it } from "vitest";
import { isPricingTier, PRICING_TIERS, PricingTier } from "./pricing-tier";

describe("PricingTier", () => {
  it("codes Regular 0, Peak 1, Best 2", () => {
    expect(PricingTier).toEqual({ Regular: 0, Peak: 1, Best: 2 });
    expect(PRICING_TIERS).toEqual([0, 1, 2]);
  });
});

describe("isPricingTier", () => {
  it.each([
    [0, true],
    [2, true],
    [3, false],
    [-1, false],
    ["1", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPricingTier(value)).toBe(expected);
  });
});
