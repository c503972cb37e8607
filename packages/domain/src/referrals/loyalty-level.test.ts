import { describe, expect, it } from "vitest";
import {
  isLoyaltyLevelName,
  LOYALTY_LEVEL_NAMES,
  LOYALTY_LEVEL_TEXTS,
  loyaltyLevelText,
} from "./loyalty-level";

describe("LOYALTY_LEVEL_TEXTS", () => {
  it.each(LOYALTY_LEVEL_NAMES)("gives %s a percent-of-transactions text and a description", (name) => {
    expect(LOYALTY_LEVEL_TEXTS[name].percentOfTransactions).toMatch(/^\d+% of transactions$/);
    expect(LOYALTY_LEVEL_TEXTS[name].description.length).toBeGreaterThan(0);
  });
});

describe("isLoyaltyLevelName", () => {
  it.each([
    ["Zenith", true],
    ["zenith", false],
    ["Gold", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isLoyaltyLevelName(value)).toBe(expected);
  });
});

describe("loyaltyLevelText", () => {
  it("finds the texts by name regardless of case and spaces", () => {
    expect(loyaltyLevelText(" velocity ")).toBe(LOYALTY_LEVEL_TEXTS.Velocity);
  });

  it("has no texts for an unknown level", () => {
    expect(loyaltyLevelText("Platinum")).toBeUndefined();
  });
});
