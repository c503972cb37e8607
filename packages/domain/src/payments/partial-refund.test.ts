import { describe, expect, it } from "vitest";
import { planRefund, refundableCents } from "./partial-refund";

const paid = { gatewayCents: 10_000, balanceCents: 3_000, bonusesCents: 2_000 };
const none = { gatewayCents: 0, balanceCents: 0, bonusesCents: 0 };

describe("planRefund", () => {
  it("gives back to the card first, then the balance, then the bonuses", () => {
    expect(planRefund(paid, none, 4_000)).toEqual({
      ok: true,
      gatewayCents: 4_000,
      balanceCents: 0,
      bonusesCents: 0,
      remainingAfterCents: 11_000,
    });
    expect(planRefund(paid, none, 12_500)).toEqual({
      ok: true,
      gatewayCents: 10_000,
      balanceCents: 2_500,
      bonusesCents: 0,
      remainingAfterCents: 2_500,
    });
  });

  it("takes from each source only what earlier refunds left there", () => {
    const earlier = { gatewayCents: 10_000, balanceCents: 2_500, bonusesCents: 0 };
    expect(planRefund(paid, earlier, 2_500)).toEqual({
      ok: true,
      gatewayCents: 0,
      balanceCents: 500,
      bonusesCents: 2_000,
      remainingAfterCents: 0,
    });
  });

  it("refuses more than is still refundable, nothing, a fraction, or once everything was given back", () => {
    expect(planRefund(paid, none, 15_001)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("15000"),
    });
    for (const requested of [0, -1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      expect(planRefund(paid, none, requested).ok, String(requested)).toBe(false);
    }
    expect(planRefund(paid, paid, 1)).toEqual({
      ok: false,
      reason: "Nothing of this payment is left to refund",
    });
  });

  it("never gives back more in all than the payment took, however it is split", () => {
    let refunded = none;
    for (const requested of [1, 2_999, 7_000, 4_999]) {
      const plan = planRefund(paid, refunded, requested);
      if (!plan.ok) throw new Error(plan.reason);
      refunded = {
        gatewayCents: refunded.gatewayCents + plan.gatewayCents,
        balanceCents: refunded.balanceCents + plan.balanceCents,
        bonusesCents: refunded.bonusesCents + plan.bonusesCents,
      };
    }
    expect(refunded).toEqual({ gatewayCents: 10_000, balanceCents: 3_000, bonusesCents: 1_999 });
    expect(refundableCents(paid, refunded)).toBe(1);
  });
});
