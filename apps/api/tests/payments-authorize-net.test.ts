import { randomUUID } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../src/db/schema/index.js";
import { createGateways } from "../src/payments/gateway-registry.js";
import { createPaymentsContext, expireStalePayments } from "../src/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Order } from "./order-fixtures.js";
import { expectLedgerBalanced, getPayment, heldFunds, startCheckout } from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
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
      AUTHORIZE_NET_SIGNATURE_KEY: standIn.signatureKey,
    },
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
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

let refundWeek = 0;
/** An order paid in full by card on Authorize.net (captured; the bank has not settled it yet). */
async function paidOnAuthorizeNet(): Promise<{
  customer: SignedInUser;
  order: Order;
  paymentId: number;
  transId: string;
}> {
  const customer = await createSignedInUser(testApp);
  const catalogue = await loadCatalogue(testApp);
  const reno = catalogue.hub("reno");
  refundWeek += 1;
  const booked = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2035-01-08", 7 * refundWeek), 9),
    quantity: 20,
    driverName: "Dana Driver",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const order = booked.json() as Order;
  const checkout = (
    await startCheckout(
      testApp,
      customer,
      { flow: "post-payment", method: "card", orderId: order.id, useBonuses: false, useBalance: false },
      { url: "/authorize-net/pay" },
    )
  ).json() as Schemas["CheckoutResult"];
  const transId = standIn.pay(checkout.sessionId!, { status: "capturedPendingSettlement" });
  const done = await testApp.app.inject({
    method: "POST",
    url: "/authorize-net/pay-done",
    headers: customer.headers,
    payload: { paymentId: checkout.paymentId },
  });
  expect(done.json()).toMatchObject({ status: "paid" });
  return { customer, order, paymentId: checkout.paymentId, transId };
}

async function orderTotalPaid(customer: SignedInUser, orderId: number): Promise<number> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}`,
    headers: customer.headers,
  });
  return (response.json() as Order).totalPaid;
}

describe("Authorize.net refunds through its API (stand-in)", () => {
  let finance: SignedInUser;
  beforeAll(async () => {
    finance = await createStaffUser(testApp, { staffRole: "finance" });
  });
  const refundInFull = (paymentId: number) =>
    testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/refund`,
      headers: finance.headers,
    });
  const refundPart = (paymentId: number, amount: number, key = randomUUID()) =>
    testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/partial-refunds`,
      headers: { ...finance.headers, "idempotency-key": key },
      payload: { amount, reason: "Pallets arrived damaged" },
    });

  it("refunds a settled payment in full through the gateway, and the order owes it again", async () => {
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    const response = await refundInFull(paymentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "refunded" });
    expect(standIn.refundedOf(transId)).toEqual({ refunded: order.total / 100, refunds: 1, voided: false });
    expect(await orderTotalPaid(customer, order.id)).toBe(0);
  });

  it("voids a payment the bank has not settled yet when it is refunded in full", async () => {
    const { paymentId, transId } = await paidOnAuthorizeNet();
    const response = await refundInFull(paymentId);
    expect(response.statusCode, response.body).toBe(200);
    expect(standIn.refundedOf(transId)).toMatchObject({ refunds: 0, voided: true });
  });

  it("refunds part of a settled payment, then the rest, which closes the payment as refunded", async () => {
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    const first = await refundPart(paymentId, 2_500);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: 2_500, toGateway: 2_500, paymentStatus: "paid" });
    expect(standIn.refundedOf(transId)).toMatchObject({ refunded: 25, refunds: 1 });
    expect(await orderTotalPaid(customer, order.id)).toBe(order.total - 2_500);
    const rest = await refundInFull(paymentId);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: "refunded" });
    expect(standIn.refundedOf(transId)).toMatchObject({ refunded: order.total / 100, refunds: 2 });
  });

  it("refuses part of a payment the bank has not settled (409 in words) and records nothing", async () => {
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    const response = await refundPart(paymentId, 1_000);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not settled at the bank yet/);
    expect(standIn.refundedOf(transId)).toEqual({ refunded: 0, refunds: 0, voided: false });
    expect(await orderTotalPaid(customer, order.id)).toBe(order.total);
  });

  it("refuses to refund more than was paid, and the gateway is never asked", async () => {
    const { order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    const calls = standIn.refundCalls.length;
    const response = await refundPart(paymentId, order.total + 1);
    expect(response.statusCode).toBe(409);
    expect(standIn.refundCalls.length).toBe(calls);
    expect(standIn.refundedOf(transId).refunded).toBe(0);
  });

  it("never refunds more than was paid when 20 partial refunds arrive at once", async () => {
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    // Each asks for a seventh (rounded up): at most 6 fit into the payment.
    const share = Math.ceil(order.total / 7);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refundPart(paymentId, share)));
    const made = responses.filter((response) => response.statusCode === 201);
    expect(made.length).toBe(Math.floor(order.total / share));
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    const atGateway = standIn.refundedOf(transId);
    expect(Math.round(atGateway.refunded * 100)).toBe(made.length * share);
    expect(Math.round(atGateway.refunded * 100)).toBeLessThanOrEqual(order.total);
    expect(await orderTotalPaid(customer, order.id)).toBe(order.total - made.length * share);
  });

  it("refunds once when 20 full refunds of one payment arrive at once", async () => {
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refundInFull(paymentId)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(19);
    expect(standIn.refundedOf(transId)).toEqual({ refunded: order.total / 100, refunds: 1, voided: false });
    expect(await orderTotalPaid(customer, order.id)).toBe(0);
  });
});

describe("Authorize.net webhook (X-ANET-Signature)", () => {
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    testApp.app.inject({
      method: "POST",
      url: "/authorize-net/webhook",
      headers: delivery.headers,
      payload: delivery.body,
    });
  async function pendingPayment(): Promise<{ customer: SignedInUser; paymentId: number; token: string }> {
    const customer = await createSignedInUser(testApp);
    const started = (
      await startCheckout(testApp, customer, topUp, { url: "/authorize-net/pay" })
    ).json() as Schemas["CheckoutResult"];
    return { customer, paymentId: started.paymentId, token: started.sessionId! };
  }

  it("settles a payment from a signed notification without the customer coming back", async () => {
    const { customer, paymentId, token } = await pendingPayment();
    const transId = standIn.pay(token, { status: "capturedPendingSettlement" });
    const response = await deliver(
      standIn.notification("net.authorize.payment.authcapture.created", transId),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("paid");
    expect(await heldFunds(testApp, customer.userId)).toEqual({ balance: 4_500, bonuses: 0 });
  });

  it("refuses a wrong or missing signature (400) and changes nothing", async () => {
    const { customer, paymentId, token } = await pendingPayment();
    const transId = standIn.pay(token, { status: "capturedPendingSettlement" });
    const signed = standIn.notification("net.authorize.payment.authcapture.created", transId);
    const forged = signed.body.replace(transId, `${transId} `);
    const wrongBody = await deliver({ body: forged, headers: signed.headers });
    expect(wrongBody.statusCode).toBe(400);
    expect(wrongBody.json().message).toMatch(/X-ANET-Signature/);
    const wrongKey = await deliver({
      body: signed.body,
      headers: { ...signed.headers, "x-anet-signature": `sha512=${"AB".repeat(64)}` },
    });
    expect(wrongKey.statusCode).toBe(400);
    const { "x-anet-signature": _dropped, ...unsigned } = signed.headers;
    expect((await deliver({ body: signed.body, headers: unsigned })).statusCode).toBe(400);
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("pending");
  });

  it("ignores a replayed notification, and handles 20 parallel deliveries of one once", async () => {
    const { customer, token } = await pendingPayment();
    const transId = standIn.pay(token, { status: "capturedPendingSettlement" });
    const notification = standIn.notification("net.authorize.payment.authcapture.created", transId);
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(notification)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(responses.filter((response) => response.json().duplicate === false)).toHaveLength(1);
    const replay = await deliver(notification);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await heldFunds(testApp, customer.userId)).toEqual({ balance: 4_500, bonuses: 0 });
    await expectLedgerBalanced(testApp, customer.userId);
  });

  it("ends in the gateway's state whatever order events arrive in: a refund made in the account before the capture's event", async () => {
    const { customer, paymentId, token } = await pendingPayment();
    const transId = standIn.pay(token, { status: "capturedPendingSettlement" });
    standIn.settle(transId);
    const refundId = standIn.refundInAccount(transId, 45);
    // The refund's event first: the payment is brought to the capture's state (paid), then refunded.
    await deliver(standIn.notification("net.authorize.payment.refund.created", refundId));
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("refunded");
    // The capture's event late, and the refund's again in a new delivery: nothing more changes.
    await deliver(standIn.notification("net.authorize.payment.authcapture.created", transId));
    await deliver(standIn.notification("net.authorize.payment.refund.created", refundId));
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("refunded");
    expect(await heldFunds(testApp, customer.userId)).toEqual({ balance: 0, bonuses: 0 });
    await expectLedgerBalanced(testApp, customer.userId);
  });

  it("changes nothing when the refund it reports was made here", async () => {
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    const { customer, order, paymentId, transId } = await paidOnAuthorizeNet();
    standIn.settle(transId);
    const part = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/partial-refunds`,
      headers: { ...finance.headers, "idempotency-key": randomUUID() },
      payload: { amount: 1_000, reason: "One pallet short" },
    });
    expect(part.statusCode, part.body).toBe(201);
    const made = standIn.refundCalls.find((call) => call.refTransId === transId && call.approved);
    expect(made?.transId).toBeDefined();
    const response = await deliver(
      standIn.notification("net.authorize.payment.refund.created", made!.transId!),
    );
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("paid");
    expect(await orderTotalPaid(customer, order.id)).toBe(order.total - 1_000);
  });

  it("refunds a paid payment voided in the account", async () => {
    const { customer, paymentId, token } = await pendingPayment();
    const transId = standIn.pay(token, { status: "capturedPendingSettlement" });
    await deliver(standIn.notification("net.authorize.payment.authcapture.created", transId));
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("paid");
    standIn.voidInAccount(transId);
    await deliver(standIn.notification("net.authorize.payment.void.created", transId));
    expect((await getPayment(testApp, customer, paymentId)).status).toBe("refunded");
    expect(await heldFunds(testApp, customer.userId)).toEqual({ balance: 0, bonuses: 0 });
  });
});
