import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { levelsByFloor, mapReferralLevel, mapReferralLevels, type ServerReferralLevel } from "./referral-level";

describe("mapReferralLevel", () => {
  it("keeps the server's numbers and adds the local texts for the level name", () => {
    expect(
      mapReferralLevel({ id: 2, name: "Velocity", discountPercent: 5, minRate: 500_000, maxRate: 2_500_000 }),
    ).toEqual({
      id: 2,
      name: "Velocity",
      discountPercent: 5,
      minRate: 500_000,
      maxRate: 2_500_000,
      description: "Reached as your referrals' turnover grows: a larger share of every order they book.",
      extraText: "5% of transactions",
    });
  });

  it("leaves the texts empty for a level without local texts", () => {
    expect(mapReferralLevel({ id: 9, name: "Platinum" })).toMatchObject({ description: "", extraText: "" });
  });

  it("never throws on random server objects", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        const level = mapReferralLevel(value as ServerReferralLevel);
        expect(typeof level.description).toBe("string");
        expect(Number.isFinite(level.discountPercent)).toBe(true);
      }),
    );
  });
});

describe("mapReferralLevels", () => {
  it("keeps the server's order", () => {
    expect(mapReferralLevels([{ name: "Core" }, { name: "Zenith" }]).map((level) => level.extraText)).toEqual(
      ["3% of transactions", "8% of transactions"],
    );
  });

  it("gives an empty list for a missing answer", () => {
    expect(mapReferralLevels(undefined)).toEqual([]);
  });
});

describe("levelsByFloor", () => {
  it("orders levels lowest first by the volume they start at, leaving the input as it was", () => {
    const levels = [{ minRate: 500_000 }, { minRate: 0 }, { minRate: 100_000 }];
    expect(levelsByFloor(levels).map((level) => level.minRate)).toEqual([0, 100_000, 500_000]);
    expect(levels[0]?.minRate).toBe(500_000);
  });
});
