import { describe, expect, it } from "vitest";
import { isLateArrival, isPaymentOpen, nextPaymentState, PAYMENT_STATES } from "./payment-state";

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
    ["refunded", "refunded"],
  ] as const)("ignores %s on %s (replays and late events change nothing)", (from, event) => {
    expect(nextPaymentState(from, event)).toBeUndefined();
  });
  it("a cancelled payment still accepts the money the gateway confirms late (paid, or an ACH debit processing)", () => {
    expect(nextPaymentState("cancelled", "paid")).toBe("paid");
    expect(nextPaymentState("cancelled", "processing")).toBe("processing");
    expect(nextPaymentState("cancelled", "cancelled")).toBeUndefined();
    expect(nextPaymentState("cancelled", "failed")).toBeUndefined();
    expect(nextPaymentState("cancelled", "refunded")).toBeUndefined();
  });
  it("lets nothing leave a final state", () => {
    for (const state of ["failed", "returned", "refunded"] as const) {
      for (const event of ["processing", "paid", "cancelled", "failed", "returned", "refunded"] as const) {
        expect(nextPaymentState(state, event)).toBeUndefined();
      }
    }
  });
});

describe("isLateArrival", () => {
  it("is money (paid, or a debit processing) the gateway confirms for a payment we had cancelled or replaced", () => {
    expect(isLateArrival("cancelled", "paid")).toBe(true);
    expect(isLateArrival("cancelled", "processing")).toBe(true);
    expect(isLateArrival("pending", "paid")).toBe(false);
    expect(isLateArrival("cancelled", "cancelled")).toBe(false);
  });
});

describe("isPaymentOpen", () => {
  it("is true only while waiting on the customer or the bank", () => {
    expect(PAYMENT_STATES.filter(isPaymentOpen)).toEqual(["pending", "processing"]);
  });
});
