import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

describe("loadEnv payments", () => {
  it("uses the sandbox gateway when no gateway keys are set", () => {
    expect(loadEnv({}).payments).toEqual({
      defaultGateway: "sandbox",
      sandboxEnabled: true,
      stripe: undefined,
      authorizeNet: undefined,
    });
  });

  it("switches /api/checkout to Stripe when its secret key and webhook secret are set", () => {
    const { payments } = loadEnv({ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" });
    expect(payments.defaultGateway).toBe("stripe");
    expect(payments.stripe).toEqual({ secretKey: "sk_test_1", webhookSecret: "whsec_1", apiUrl: undefined });
  });

  it("turns on Authorize.net with Authorize.net's sandbox URLs by default", () => {
    const { payments } = loadEnv({
      AUTHORIZE_NET_API_LOGIN_ID: "login",
      AUTHORIZE_NET_TRANSACTION_KEY: "key",
    });
    expect(payments.authorizeNet).toMatchObject({
      apiUrl: "https://apitest.authorize.net/xml/v1/request.api",
      hostedFormUrl: "https://test.authorize.net/payment/payment",
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, /STRIPE_WEBHOOK_SECRET/],
    [{ AUTHORIZE_NET_API_LOGIN_ID: "login" }, /must be set together/],
    [{ AUTHORIZE_NET_SIGNATURE_KEY: "A".repeat(128) }, /needs AUTHORIZE_NET_API_LOGIN_ID/],
    [
      {
        AUTHORIZE_NET_API_LOGIN_ID: "login",
        AUTHORIZE_NET_TRANSACTION_KEY: "key",
        AUTHORIZE_NET_SIGNATURE_KEY: "x",
      },
      /128 hex characters/,
    ],
    [{ PAYMENT_SANDBOX: "maybe" }, /PAYMENT_SANDBOX must be on or off/],
    [{ PAYMENT_SANDBOX: "off" }, /needs STRIPE_SECRET_KEY/],
  ])("refuses %j", (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
