import { describe, expect, it } from "vitest";
import { mapReferralLevels } from "./referral-level";
import { levelProgress } from "./level-progress";

const levels = mapReferralLevels([
  { id: 2, name: "Velocity", discountPercent: 5, minRate: 500_000, maxRate: 2_500_000 },
  { id: 1, name: "Core", discountPercent: 3, minRate: 0, maxRate: 500_000 },
  { id: 3, name: "Zenith", discountPercent: 8, minRate: 2_500_000, maxRate: 2_147_483_647 },
]);

describe("levelProgress", () => {
  it("measures the way from the current level's floor to the next level's", () => {
    const progress = levelProgress(levels, 1, 125_000);
    expect(progress.current?.name).toBe("Core");
    expect(progress.next?.name).toBe("Velocity");
    expect(progress.percent).toBe(25);
    expect(progress.remainingCents).toBe(375_000);
  });

  it("is complete on the top level", () => {
    expect(levelProgress(levels, 3, 0)).toMatchObject({ percent: 100, remainingCents: 0, next: null });
  });

  it("falls back to the level whose range holds the turnover when the id is unknown", () => {
    expect(levelProgress(levels, 0, 600_000).current?.name).toBe("Velocity");
  });

  it("has no level when there are no levels", () => {
    expect(levelProgress([], 1, 0)).toEqual({ current: null, next: null, percent: 0, remainingCents: 0 });
  });
});
