import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCoveredWithoutGateway, splitCharge } from "./charge-split";

const base = {
  flow: "pre-payment" as const,
  amountDueCents: 10_000,
  bonusesAvailableCents: 0,
  balanceAvailableCents: 0,
  useBonuses: false,
  useBalance: false,
};

describe("splitCharge", () => {
  it("sends the whole charge to the gateway when no toggle is on", () => {
    expect(splitCharge({ ...base, bonusesAvailableCents: 500, balanceAvailableCents: 500 })).toEqual({
      fromBonusesCents: 0,
      fromBalanceCents: 0,
      toGatewayCents: 10_000,
    });
  });
  it("spends bonuses first, then balance, and sends only the rest to the gateway", () => {
    expect(
      splitCharge({
        ...base,
        bonusesAvailableCents: 1_500,
        balanceAvailableCents: 3_000,
        useBonuses: true,
        useBalance: true,
      }),
    ).toEqual({ fromBonusesCents: 1_500, fromBalanceCents: 3_000, toGatewayCents: 5_500 });
  });
  it("takes no more balance than what remains after bonuses", () => {
    expect(
      splitCharge({
        ...base,
        amountDueCents: 2_000,
        bonusesAvailableCents: 1_500,
        balanceAvailableCents: 3_000,
        useBonuses: true,
        useBalance: true,
      }),
    ).toEqual({ fromBonusesCents: 1_500, fromBalanceCents: 500, toGatewayCents: 0 });
  });
  it("never spends bonuses or balance on a top-up", () => {
    expect(
      splitCharge({
        ...base,
        flow: "top-up",
        bonusesAvailableCents: 99_999,
        balanceAvailableCents: 99_999,
        useBonuses: true,
        useBalance: true,
      }).toGatewayCents,
    ).toBe(10_000);
  });
  it("always adds up to the charge and never spends more than is held", () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        cents,
        cents,
        cents,
        fc.boolean(),
        fc.boolean(),
        (due, bonuses, balance, useBonuses, useBalance) => {
          const split = splitCharge({
            ...base,
            amountDueCents: due,
            bonusesAvailableCents: bonuses,
            balanceAvailableCents: balance,
            useBonuses,
            useBalance,
          });
          expect(split.fromBonusesCents + split.fromBalanceCents + split.toGatewayCents).toBe(due);
          expect(split.fromBonusesCents).toBeLessThanOrEqual(bonuses);
          expect(split.fromBalanceCents).toBeLessThanOrEqual(balance);
          expect(
            Math.min(split.fromBonusesCents, split.fromBalanceCents, split.toGatewayCents),
          ).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
  it("refuses a fractional amount", () => {
    expect(() => splitCharge({ ...base, amountDueCents: 10.5 })).toThrow(/whole number of cents/);
  });
});

describe("isCoveredWithoutGateway", () => {
  it("is true only when nothing is left for the gateway", () => {
    expect(isCoveredWithoutGateway({ fromBonusesCents: 1, fromBalanceCents: 2, toGatewayCents: 0 })).toBe(
      true,
    );
    expect(isCoveredWithoutGateway({ fromBonusesCents: 1, fromBalanceCents: 2, toGatewayCents: 1 })).toBe(
      false,
    );
  });
});
