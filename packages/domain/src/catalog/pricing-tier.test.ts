import { describe, expect, it } from "vitest";
import {
  isPricingTier,
  PricingTier,
  pricingTierForSlot,
} from "./pricing-tier";

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

describe("pricingTierForSlot", () => {
  // 2026-12-02 is a Wednesday, 2026-12-05 a Saturday.
  it.each([
    ["a weekday night slot (00:00)", "2026-12-02T05:00:00Z", PricingTier.Best],
    ["a weekday 21:00 slot", "2026-12-03T02:00:00Z", PricingTier.Best],
    ["a weekday 03:00 slot", "2026-12-02T08:00:00Z", PricingTier.Best],
    ["a weekday 06:00 slot", "2026-12-02T11:00:00Z", PricingTier.Regular],
    ["a weekday 09:00 slot", "2026-12-02T14:00:00Z", PricingTier.Regular],
    ["a weekday 12:00 slot", "2026-12-02T17:00:00Z", PricingTier.Peak],
    ["a weekday 15:00 slot", "2026-12-02T20:00:00Z", PricingTier.Peak],
    ["a weekday 18:00 slot", "2026-12-02T23:00:00Z", PricingTier.Regular],
    ["a Saturday 12:00 slot", "2026-12-05T17:00:00Z", PricingTier.Best],
  ])("prices %s in New York at its tier", (_name, startsAt, tier) => {
    expect(pricingTierForSlot({ startsAt, timeZone: "America/New_York" })).toBe(tier);
  });

  it("reads the hub's own clock, not UTC: 17:00 UTC is 12:00 in New York (Peak) and 09:00 in Los Angeles", () => {
    expect(pricingTierForSlot({ startsAt: "2026-12-02T17:00:00Z", timeZone: "America/New_York" })).toBe(
      PricingTier.Peak,
    );
    expect(pricingTierForSlot({ startsAt: "2026-12-02T17:00:00Z", timeZone: "America/Los_Angeles" })).toBe(
      PricingTier.Regular,
    );
  });
});
