import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOYALTY_LEVEL_ID,
  isLoyaltyLevelName,
  LOYALTY_LEVEL_NAMES,
  LOYALTY_LEVEL_TEXTS,
  loyaltyLevelText,
} from "./loyalty-level";

describe("LOYALTY_LEVEL_NAMES", () => {
  it("ranks Core, Velocity, Zenith from lowest to highest", () => {
    expect(LOYALTY_LEVEL_NAMES).toEqual(["Core", "Velocity", "Zenith"]);
  });
});

describe("LOYALTY_LEVEL_TEXTS", () => {
  it.each(LOYALTY_LEVEL_NAMES)("gives %s a percent-of-transactions text and a description", (name) => {
    expect(LOYALTY_LEVEL_TEXTS[name].percentOfTransactions).toMatch(/^\d+% of transactions$/);
    expect(LOYALTY_LEVEL_TEXTS[name].description.length).toBeGreaterThan(0);
  });
});

describe("DEFAULT_LOYALTY_LEVEL_ID", () => {
  it("is the first level's id", () => {
    expect(DEFAULT_LOYALTY_LEVEL_ID).toBe(1);
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
