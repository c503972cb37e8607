import { describe, expect, it } from "vitest";
import { WALLET_AUTH_METHODS, WALLET_CARD_NETWORKS, walletPaymentConfig } from "./wallet-config";

describe("walletPaymentConfig", () => {
  const config = walletPaymentConfig({ gateway: "card-gateway", gatewayMerchantId: "merchant-1" });

  it("targets wallet API version 2.0", () => {
    expect(config.apiVersion).toBe(2);
    expect(config.apiVersionMinor).toBe(0);
  });

  it("accepts VISA, MASTERCARD, AMEX, DISCOVER and JCB with PAN_ONLY and CRYPTOGRAM_3DS", () => {
    const card = config.allowedPaymentMethods[0]!;
    expect(card.parameters.allowedCardNetworks).toEqual(["VISA", "MASTERCARD", "AMEX", "DISCOVER", "JCB"]);
    expect(card.parameters.allowedAuthMethods).toEqual(["PAN_ONLY", "CRYPTOGRAM_3DS"]);
  });

  it("tokenizes through the given card gateway", () => {
    expect(config.allowedPaymentMethods[0]!.tokenizationSpecification).toEqual({
      type: "PAYMENT_GATEWAY",
      parameters: { gateway: "card-gateway", gatewayMerchantId: "merchant-1" },
    });
  });

  it("hands out copies so a caller cannot change the shared lists", () => {
    config.allowedPaymentMethods[0]!.parameters.allowedCardNetworks.pop();
    expect(WALLET_CARD_NETWORKS).toHaveLength(5);
    expect(WALLET_AUTH_METHODS).toHaveLength(2);
  });
});
