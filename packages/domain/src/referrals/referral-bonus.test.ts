import { describe, expect, it } from "vitest";
import {
  isReferralBonusDue,
  referralBonusClawback,
  referralBonusCents,
  referralBonusReleaseAt,
  REFERRAL_BONUS_HOLD_DAYS,
} from "./referral-bonus";

describe("referralBonusCents", () => {
  it.each([
    [10_000, 3, 300],
    [10_000, 5, 500],
    [10_000, 8, 800],
    [3_333, 3, 99],
    [0, 8, 0],
  ])("pays %i cents at %i%% as %i cents, rounded down", (paid, percent, bonus) => {
    expect(referralBonusCents(paid, percent)).toBe(bonus);
  });
  it("refuses a percent outside 0 to 100", () => {
    expect(() => referralBonusCents(100, 101)).toThrow(RangeError);
  });
});

describe("referralBonusReleaseAt", () => {
  it(`holds the bonus ${REFERRAL_BONUS_HOLD_DAYS} days`, () => {
    expect(referralBonusReleaseAt(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe(
      "2026-01-15T00:00:00.000Z",
    );
  });
});

describe("isReferralBonusDue", () => {
  const releaseAt = new Date("2026-01-15T00:00:00Z");
  it("is not due a moment before the release", () => {
    expect(isReferralBonusDue(releaseAt, new Date("2026-01-14T23:59:59Z"))).toBe(false);
  });
  it("is due at the release", () => {
    expect(isReferralBonusDue(releaseAt, releaseAt)).toBe(true);
  });
});

describe("referralBonusClawback", () => {
  it("takes the whole bonus back while the referrer still holds it", () => {
    expect(referralBonusClawback(5_000, 1_200)).toEqual({ takeCents: 1_200, alreadySpentCents: 0 });
  });

  it("takes back only what is left when the referrer spent part of it, never going negative", () => {
    expect(referralBonusClawback(300, 1_200)).toEqual({ takeCents: 300, alreadySpentCents: 900 });
    expect(referralBonusClawback(0, 1_200)).toEqual({ takeCents: 0, alreadySpentCents: 1_200 });
  });
});
