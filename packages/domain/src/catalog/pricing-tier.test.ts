import { describe, expect, it } from "vitest";
import { isPricingTier } from "./pricing-tier";

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
