import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { expectLedgerBalanced, heldFunds, startCheckout } from "./payment-helpers.js";
import { createSignedInUser } from "./signed-in-user.js";
import { startAuthorizeNetStandIn, type AuthorizeNetStandIn } from "./stand-ins/authorize-net-stand-in.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let standIn: AuthorizeNetStandIn;
const hostedFormUrl = "https://test.authorize.net/payment/payment";

beforeAll(async () => {
  standIn = await startAuthorizeNetStandIn();
  testApp = await createTestApp({
    env: {
      AUTHORIZE_NET_API_LOGIN_ID: standIn.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: standIn.transactionKey,
      AUTHORIZE_NET_API_URL: standIn.url,
      AUTHORIZE_NET_HOSTED_FORM_URL: hostedFormUrl,
    },
  });
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
  await standIn.close();
});

const topUp = {
  flow: "top-up" as const,
  method: "card" as const,
  amount: 4_500,
  useBonuses: false,
  useBalance: false,
};

describe("Authorize.net hosted payment (stand-in API)", () => {
  it("answers the hosted form and its token to post, then settles on pay-done from the gateway's own record", async () => {
    const ann = await createSignedInUser(testApp);
    const started = await startCheckout(testApp, ann, topUp, { url: "/authorize-net/pay" });
    const result = started.json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({
      gateway: "authorize-net",
      redirectMethod: "POST",
      redirectUrl: hostedFormUrl,
    });
    expect(standIn.tokens.get(result.sessionId!)?.amount).toBe("45.00");

    const done = () =>
      testApp.app.inject({
        method: "POST",
        url: "/authorize-net/pay-done",
        headers: ann.headers,
        payload: { paymentId: result.paymentId },
      });
    expect((await done()).json()).toMatchObject({ status: "pending" });
    standIn.pay(result.sessionId!, { status: "capturedPendingSettlement" });
    expect((await done()).json()).toMatchObject({ status: "paid" });
    expect((await done()).json()).toMatchObject({ status: "paid" });
    expect(await heldFunds(testApp, ann.userId)).toEqual({ balance: 4_500, bonuses: 0 });
  });

  it("cancels on pay-cancel when the gateway has no transaction for the payment", async () => {
    const bob = await createSignedInUser(testApp);
    const result = (
      await startCheckout(testApp, bob, topUp, { url: "/authorize-net/pay" })
    ).json() as Schemas["CheckoutResult"];
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/authorize-net/pay-cancel",
      headers: bob.headers,
      payload: { paymentId: result.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
  });

  it("settles as paid instead of cancelling when the gateway already took the money", async () => {
    const cat = await createSignedInUser(testApp);
    const result = (
      await startCheckout(testApp, cat, topUp, { url: "/authorize-net/pay" })
    ).json() as Schemas["CheckoutResult"];
    standIn.pay(result.sessionId!, { status: "capturedPendingSettlement" });
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/authorize-net/pay-cancel",
      headers: cat.headers,
      payload: { paymentId: result.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "paid" });
  });
});
