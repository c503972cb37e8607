import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAYMENT_STATUSES, PaymentStatusCode, toPaymentStatus } from "./payment-status";

describe("PaymentStatusCode", () => {
  it("codes NotPaid 0 and Paid 20", () => {
    expect(PaymentStatusCode).toEqual({ NotPaid: 0, Paid: 20 });
  });
});

describe("toPaymentStatus", () => {
  it.each([
    ["shows code 20 as paid", 20, "paid"],
    ["shows code 0 as not paid", 0, "notPaid"],
    ["keeps the string paid", "paid", "paid"],
    ["keeps the string toPay", "toPay", "toPay"],
    ["defaults an unknown code to not paid", 10, "notPaid"],
    ["defaults an unknown string to not paid", "refunded", "notPaid"],
    ["defaults a missing billing status to not paid", undefined, "notPaid"],
  ])("%s", (_rule, billingStatus, expected) => {
    expect(toPaymentStatus(billingStatus)).toBe(expected);
  });

  it("always gives one of the three statuses", () => {
    fc.assert(fc.property(fc.anything(), (value) => PAYMENT_STATUSES.includes(toPaymentStatus(value))));
  });
});
