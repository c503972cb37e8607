import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../src/db/schema/index.js";
import { createGateways } from "../src/features/payments/gateway-registry.js";
import { createPaymentsContext, expireStalePayments } from "../src/features/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Order } from "./order-fixtures.js";
import { expectLedgerBalanced, getPayment, heldFunds, startCheckout } from "./payment-helpers.js";
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

describe("an Authorize.net payment replaced by a new one (its hosted form token cannot be revoked)", () => {
  let week = 0;
  async function payableOrder(user: Awaited<ReturnType<typeof createSignedInUser>>) {
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    week += 1;
    const response = await bookJson(testApp, user, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2034-06-05", 7 * week), 9),
      quantity: 20,
      driverName: "Dana Driver",
    });
    expect(response.statusCode).toBe(201);
    return response.json() as Order;
  }
  const payOrder = async (user: Awaited<ReturnType<typeof createSignedInUser>>, orderId: number) =>
    (
      await startCheckout(
        testApp,
        user,
        { flow: "post-payment", method: "card", orderId, useBonuses: false, useBalance: false },
        { url: "/authorize-net/pay" },
      )
    ).json() as Schemas["CheckoutResult"];
  const totalPaid = async (user: Awaited<ReturnType<typeof createSignedInUser>>, orderId: number) =>
    (
      (
        await testApp.app.inject({ method: "GET", url: `/order/${orderId}`, headers: user.headers })
      ).json() as Order
    ).totalPaid;

  it("credits the order when the replaced form is paid and the customer comes back to pay-done", async () => {
    const dot = await createSignedInUser(testApp);
    const booked = await payableOrder(dot);
    const first = await payOrder(dot, booked.id);
    await payOrder(dot, booked.id);
    expect((await getPayment(testApp, dot, first.paymentId)).status).toBe("cancelled");
    standIn.pay(first.sessionId!, { status: "capturedPendingSettlement" });
    const done = await testApp.app.inject({
      method: "POST",
      url: "/authorize-net/pay-done",
      headers: dot.headers,
      payload: { paymentId: first.paymentId },
    });
    expect(done.json()).toMatchObject({ status: "paid" });
    expect(await totalPaid(dot, booked.id)).toBe(booked.total);
  });

  it("has the sweeper credit a replaced form paid without the customer coming back, until the token lapses", async () => {
    const eli = await createSignedInUser(testApp);
    const booked = await payableOrder(eli);
    const first = await payOrder(eli, booked.id);
    const second = await payOrder(eli, booked.id);
    await payOrder(eli, booked.id);
    const ctx = createPaymentsContext(
      { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
      createGateways(testApp.database.db, testApp.env),
    );
    standIn.pay(first.sessionId!, { status: "capturedPendingSettlement" });
    await expireStalePayments(ctx, new Date());
    expect((await getPayment(testApp, eli, first.paymentId)).status).toBe("paid");
    expect(await totalPaid(eli, booked.id)).toBe(booked.total);
    // Within the token's 15 minutes an unpaid replaced form is asked about again; past them (and a margin) it can no
    // longer be paid, and is marked closed.
    const closedAt = async () =>
      (await testApp.database.db.select().from(payments).where(eq(payments.id, second.paymentId)))[0]
        ?.gatewayClosedAt;
    expect(await closedAt()).toBeNull();
    await expireStalePayments(ctx, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await closedAt()).toBeInstanceOf(Date);
    expect((await getPayment(testApp, eli, second.paymentId)).status).toBe("cancelled");
  });
});
