import { describe, expect, it } from "vitest";
import { isPaymentProvider, PAYMENT_PROVIDERS, PaymentProvider } from "./payment-provider";

describe("PaymentProvider", () => {
  it("codes the balance 0 and the five external providers 1 to 5", () => {
    expect(PaymentProvider.Balance).toBe(0);
    expect(PaymentProvider.CardGateway).toBe(1);
    expect(PaymentProvider.MobileWalletFirst).toBe(2);
    expect(PaymentProvider.MobileWalletSecond).toBe(3);
    expect(PaymentProvider.OnlineWallet).toBe(4);
    expect(PaymentProvider.CardPayment).toBe(5);
    expect(PAYMENT_PROVIDERS).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe("isPaymentProvider", () => {
  it.each([
    [0, true],
    [5, true],
    [6, false],
    ["0", false],
  ])("answers %j with %s", (value, expected) => {
    expect(isPaymentProvider(value)).toBe(expected);
  });
});
