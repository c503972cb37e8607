import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  mapReferralEntries,
  mapReferralEntry,
  type ServerReferralEntry,
  totalReferralEarnings,
} from "./referral-entry";

describe("mapReferralEntry", () => {
  it("keeps every field, money in cents", () => {
    expect(
      mapReferralEntry({
        id: 4,
        name: "Blue Line Carriers",
        referralDate: "2024-04-02T10:00:00Z",
        referralBonuses: 1500,
        referralBalance: 2500,
      }),
    ).toEqual({
      id: 4,
      name: "Blue Line Carriers",
      referralDate: "2024-04-02T10:00:00Z",
      referralBonuses: 1500,
      referralBalance: 2500,
    });
  });

  it("defaults missing values to empty string and 0", () => {
    expect(mapReferralEntry(null)).toEqual({
      id: 0,
      name: "",
      referralDate: "",
      referralBonuses: 0,
      referralBalance: 0,
    });
  });

  it("never throws on random server objects", () => {
    fc.assert(
      fc.property(fc.oneof(fc.object(), fc.anything()), (value) => {
        expect(Number.isSafeInteger(mapReferralEntry(value as ServerReferralEntry).referralBalance)).toBe(
          true,
        );
      }),
    );
  });
});

describe("mapReferralEntries", () => {
  it("maps every entry and treats a missing list as empty", () => {
    expect(mapReferralEntries([{ id: 1 }, { id: 2 }]).map((entry) => entry.id)).toEqual([1, 2]);
    expect(mapReferralEntries(undefined)).toEqual([]);
  });
});

describe("totalReferralEarnings", () => {
  it("adds up bonuses and balance across referrals", () => {
    const entries = mapReferralEntries([
      { referralBonuses: 1500, referralBalance: 2500 },
      { referralBonuses: 500, referralBalance: 0 },
    ]);
    expect(totalReferralEarnings(entries)).toEqual({ bonuses: 2000, balance: 2500 });
  });

  it("is zero for no referrals", () => {
    expect(totalReferralEarnings([])).toEqual({ bonuses: 0, balance: 0 });
  });
});
