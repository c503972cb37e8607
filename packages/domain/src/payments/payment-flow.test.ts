import { describe, expect, it } from "vitest";
import { isPaymentFlow, isPaymentResultEvent, PAYMENT_SUCCESS_PATHS } from "./payment-flow";

describe("isPaymentFlow", () => {
  it.each([
    ["top-up", true],
    ["topup", false],
    [undefined, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPaymentFlow(value)).toBe(expected);
  });
});

describe("isPaymentResultEvent", () => {
  it.each([
    ["stripe-payment-success", true],
    ["stripe-payment-cancel", true],
    ["payment-success", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPaymentResultEvent(value)).toBe(expected);
  });
});

describe("PAYMENT_SUCCESS_PATHS", () => {
  it.each([
    ["pre-payment", "/portal/order-pay-success"],
    ["post-payment", "/portal/order-pay-success"],
    ["invoice-pay", "/portal/invoice-pay-success"],
    ["top-up", "/portal/topup-success"],
    ["shop-order", "/portal/shop-order-success"],
  ] as const)("sends a successful %s to %s", (flow, path) => {
    expect(PAYMENT_SUCCESS_PATHS[flow]).toBe(path);
  });
});
