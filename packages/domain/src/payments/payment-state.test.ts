import { describe, expect, it } from "vitest";
import { isPaymentOpen, nextPaymentState, PAYMENT_STATES } from "./payment-state";

describe("nextPaymentState", () => {
  it.each([
    ["pending", "paid", "paid"],
    ["pending", "processing", "processing"],
    ["pending", "cancelled", "cancelled"],
    ["pending", "failed", "failed"],
    ["processing", "paid", "paid"],
    ["processing", "returned", "failed"],
    ["paid", "returned", "returned"],
    ["paid", "refunded", "refunded"],
  ] as const)("moves a %s payment on %s to %s", (from, event, to) => {
    expect(nextPaymentState(from, event)).toBe(to);
  });
  it.each([
    ["paid", "paid"],
    ["paid", "cancelled"],
    ["processing", "processing"],
    ["processing", "cancelled"],
    ["cancelled", "paid"],
    ["refunded", "refunded"],
  ] as const)("ignores %s on %s (replays and late events change nothing)", (from, event) => {
    expect(nextPaymentState(from, event)).toBeUndefined();
  });
  it("lets nothing leave a final state", () => {
    for (const state of ["cancelled", "failed", "returned", "refunded"] as const) {
      for (const event of ["processing", "paid", "cancelled", "failed", "returned", "refunded"] as const) {
        expect(nextPaymentState(state, event)).toBeUndefined();
      }
    }
  });
});

describe("isPaymentOpen", () => {
  it("is true only while waiting on the customer or the bank", () => {
    expect(PAYMENT_STATES.filter(isPaymentOpen)).toEqual(["pending", "processing"]);
  });
});
