import { addLocalDays } from "@freight/domain/time/zoned-time";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateways } from "../src/payments/gateway-registry.js";
import { createPaymentsContext, expireStalePayments } from "../src/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  expectMoneyAccountedFor,
  getPayment,
  heldFunds,
  startCheckout,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { startStripeStandIn, type StripeStandIn } from "./stand-ins/stripe-stand-in.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let standIn: StripeStandIn;
const webhookSecret = "whsec_test_payments";
const signer = new Stripe("sk_test_signer");

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
    },
  });
});
afterAll(async () => {
  // A day later the sweeper has asked Stripe about every session left open: whatever Stripe holds is credited.
  const ctx = createPaymentsContext(
    { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
    createGateways(testApp.database.db, testApp.env),
  );
  await expireStalePayments(ctx, new Date(Date.now() + 25 * 60 * 60 * 1000));
  await expectLedgerBalanced(testApp);
  await expectMoneyAccountedFor(testApp, stripeCapturedCents());
  await testApp.close();
  await standIn.close();
});

const topUp = (amount: number, method: "card" | "ach" = "card") => ({
  flow: "top-up" as const,
  method,
  amount,
  useBonuses: false,
  useBalance: false,
});

function postWebhook(payload: string, signature: string) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

function sessionEvent(id: string, type: string, sessionId: string) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    data: { object: standIn.sessions.get(sessionId) },
  });
}

function signed(payload: string, secret = webhookSecret) {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

async function startTopUp(user: SignedInUser, amount: number, method: "card" | "ach" = "card") {
  const response = await startCheckout(testApp, user, topUp(amount, method));
  expect(response.statusCode).toBe(200);
  const result = response.json() as Schemas["CheckoutResult"];
  sessionOwners.set(result.sessionId!, user.userId);
  return result;
}

describe("Stripe Checkout through the official SDK (stand-in API)", () => {
  it("sends the browser to the Stripe session page when Stripe is configured", async () => {
    const ann = await createSignedInUser(testApp);
    const result = await startTopUp(ann, 6_000);
    expect(result).toMatchObject({ gateway: "stripe", redirectMethod: "GET" });
    const session = standIn.sessions.get(result.sessionId!)!;
    expect(result.redirectUrl).toBe(session.url);
    expect(session.metadata.paymentId).toBe(String(result.paymentId));
    expect(session.success_url).toContain(`/portal/topup-success?paymentId=${result.paymentId}`);
  });

  it("credits the payment once from a correctly signed webhook, and a replay of it changes nothing", async () => {
    const bob = await createSignedInUser(testApp);
    const result = await startTopUp(bob, 7_500);
    standIn.complete(result.sessionId!, "paid");
    const payload = sessionEvent("evt_paid_1", "checkout.session.completed", result.sessionId!);
    const first = await postWebhook(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await heldFunds(testApp, bob.userId)).toEqual({ balance: 7_500, bonuses: 0 });

    const replayed = await postWebhook(payload, signed(payload));
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    const sameSessionNewEvent = sessionEvent("evt_paid_1b", "checkout.session.completed", result.sessionId!);
    await postWebhook(sameSessionNewEvent, signed(sameSessionNewEvent));
    expect(await heldFunds(testApp, bob.userId)).toEqual({ balance: 7_500, bonuses: 0 });
    expect((await getPayment(testApp, bob, result.paymentId)).status).toBe("paid");
  });

  it("refuses a webhook with a wrong signature (400) and changes nothing", async () => {
    const cat = await createSignedInUser(testApp);
    const result = await startTopUp(cat, 1_500);
    standIn.complete(result.sessionId!, "paid");
    const payload = sessionEvent("evt_forged", "checkout.session.completed", result.sessionId!);
    const forged = await postWebhook(payload, signed(payload, "whsec_someone_else"));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/Stripe-Signature/);
    const tampered = await postWebhook(payload.replace('"paid"', '"unpaid"'), signed(payload));
    expect(tampered.statusCode).toBe(400);
    expect((await getPayment(testApp, cat, result.paymentId)).status).toBe("pending");
    expect(await heldFunds(testApp, cat.userId)).toEqual({ balance: 0, bonuses: 0 });
  });

  it("settles from verify after the browser returns: open stays pending, paid credits once", async () => {
    const dan = await createSignedInUser(testApp);
    const result = await startTopUp(dan, 2_000);
    const verify = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/stripe/verify",
        headers: dan.headers,
        payload: { paymentId: result.paymentId, sessionId: result.sessionId },
      });
    expect((await verify()).json()).toMatchObject({ status: "pending" });
    standIn.complete(result.sessionId!, "paid");
    expect((await verify()).json()).toMatchObject({ status: "paid" });
    expect((await verify()).json()).toMatchObject({ status: "paid" });
    expect(await heldFunds(testApp, dan.userId)).toEqual({ balance: 2_000, bonuses: 0 });
  });

  it("refuses a session id that belongs to another payment", async () => {
    const eve = await createSignedInUser(testApp);
    const mine = await startTopUp(eve, 1_000);
    const other = await startTopUp(eve, 1_100);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/verify",
      headers: eve.headers,
      payload: { paymentId: mine.paymentId, sessionId: other.sessionId },
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps an ACH session processing until async_payment_succeeded, and fails it on async_payment_failed", async () => {
    const fay = await createSignedInUser(testApp);
    const cleared = await startTopUp(fay, 3_000, "ach");
    standIn.complete(cleared.sessionId!, "unpaid");
    const completed = sessionEvent("evt_ach_1", "checkout.session.completed", cleared.sessionId!);
    await postWebhook(completed, signed(completed));
    expect((await getPayment(testApp, fay, cleared.paymentId)).status).toBe("processing");
    expect((await heldFunds(testApp, fay.userId)).balance).toBe(0);
    standIn.complete(cleared.sessionId!, "paid");
    const succeeded = sessionEvent(
      "evt_ach_2",
      "checkout.session.async_payment_succeeded",
      cleared.sessionId!,
    );
    await postWebhook(succeeded, signed(succeeded));
    expect((await heldFunds(testApp, fay.userId)).balance).toBe(3_000);

    const refused = await startTopUp(fay, 1_000, "ach");
    standIn.complete(refused.sessionId!, "unpaid");
    const done = sessionEvent("evt_ach_3", "checkout.session.completed", refused.sessionId!);
    await postWebhook(done, signed(done));
    const failed = sessionEvent("evt_ach_4", "checkout.session.async_payment_failed", refused.sessionId!);
    await postWebhook(failed, signed(failed));
    expect((await getPayment(testApp, fay, refused.paymentId)).status).toBe("failed");
    expect((await heldFunds(testApp, fay.userId)).balance).toBe(3_000);
  });

  it("lets staff refund a paid payment through Stripe; the later charge.refunded webhook changes nothing", async () => {
    const gus = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const result = await startTopUp(gus, 2_500);
    const session = standIn.complete(result.sessionId!, "paid");
    const payload = sessionEvent("evt_refund_1", "checkout.session.completed", result.sessionId!);
    await postWebhook(payload, signed(payload));
    expect((await heldFunds(testApp, gus.userId)).balance).toBe(2_500);

    const byCustomer = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${result.paymentId}/refund`,
      headers: gus.headers,
    });
    expect(byCustomer.statusCode).toBe(403);
    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${result.paymentId}/refund`,
      headers: staff.headers,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: "refunded" });
    expect(standIn.refunds).toContain(session.payment_intent);
    expect((await heldFunds(testApp, gus.userId)).balance).toBe(0);

    const chargeRefunded = JSON.stringify({
      id: "evt_refund_2",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_1", object: "charge", payment_intent: session.payment_intent } },
    });
    expect((await postWebhook(chargeRefunded, signed(chargeRefunded))).statusCode).toBe(200);
    expect((await heldFunds(testApp, gus.userId)).balance).toBe(0);
  });

  it("refunds once when staff send 20 full refunds at once, and a refund Stripe refuses changes nothing", async () => {
    const ivy = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const result = await startTopUp(ivy, 3_100);
    const session = standIn.complete(result.sessionId!, "paid");
    const payload = sessionEvent("evt_refund_parallel", "checkout.session.completed", result.sessionId!);
    await postWebhook(payload, signed(payload));
    const refund = () =>
      testApp.app.inject({
        method: "POST",
        url: `/staff/payments/${result.paymentId}/refund`,
        headers: staff.headers,
      });

    // Refused at the gateway: the payment stays paid and the balance stays where it was.
    standIn.failRefund = true;
    try {
      const refused = await refund();
      expect(refused.statusCode).toBe(502);
      expect((refused.json() as { message: string }).message).toMatch(/refused the refund/);
    } finally {
      standIn.failRefund = false;
    }
    expect((await heldFunds(testApp, ivy.userId)).balance).toBe(3_100);

    const answers = await Promise.all(Array.from({ length: 20 }, refund));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect((answer.json() as { message: string }).message).toMatch(
        /is refunded; only a paid payment can be refunded/,
      );
    }
    expect(standIn.refunds.filter((intent) => intent === session.payment_intent)).toHaveLength(1);
    expect((await heldFunds(testApp, ivy.userId)).balance).toBe(0);
  });

  it("expires the Stripe session when the portal cancels, so the abandoned page can no longer be paid", async () => {
    const hal = await createSignedInUser(testApp);
    const result = await startTopUp(hal, 1_800);
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout/cancel",
      headers: hal.headers,
      payload: { paymentId: result.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect(standIn.sessions.get(result.sessionId!)?.status).toBe("expired");
  });

  it("settles as paid instead of cancelling when Stripe had the money already", async () => {
    const ida = await createSignedInUser(testApp);
    const result = await startTopUp(ida, 1_900);
    standIn.complete(result.sessionId!, "paid");
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout/cancel",
      headers: ida.headers,
      payload: { paymentId: result.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "paid" });
    expect((await heldFunds(testApp, ida.userId)).balance).toBe(1_900);
  });
});

/** What the Stripe stand-in holds per user: paid sessions less refunded payment intents. */
function stripeCapturedCents(): Map<number, number> {
  const captured = new Map<number, number>();
  for (const session of standIn.sessions.values()) {
    if (session.payment_status !== "paid" || standIn.refunds.includes(session.payment_intent ?? "")) continue;
    const userId = sessionOwners.get(session.id);
    if (userId === undefined) throw new Error(`The test did not record who started ${session.id}`);
    captured.set(userId, (captured.get(userId) ?? 0) + session.amount_total);
  }
  return captured;
}
const sessionOwners = new Map<string, number>();

let catalogue: Catalogue | undefined;
let week = 0;
async function book(user: SignedInUser): Promise<Order> {
  catalogue ??= await loadCatalogue(testApp);
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2033-05-02", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function payOrder(user: SignedInUser, orderId: number) {
  const response = await startCheckout(testApp, user, {
    flow: "post-payment",
    method: "card",
    orderId,
    useBonuses: false,
    useBalance: false,
  });
  expect(response.statusCode).toBe(200);
  const result = response.json() as Schemas["CheckoutResult"];
  sessionOwners.set(result.sessionId!, user.userId);
  return result;
}

async function totalPaid(user: SignedInUser, orderId: number): Promise<number> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}`,
    headers: user.headers,
  });
  return (response.json() as Order).totalPaid;
}

describe("an ACH debit whose webhook was lost", () => {
  it("is settled when the sweeper asks Stripe an hour later (cleared: credited once)", async () => {
    const quin = await createSignedInUser(testApp);
    const result = await startTopUp(quin, 2_700, "ach");
    standIn.complete(result.sessionId!, "unpaid");
    const completed = sessionEvent("evt_lost_ach_1", "checkout.session.completed", result.sessionId!);
    await postWebhook(completed, signed(completed));
    expect((await getPayment(testApp, quin, result.paymentId)).status).toBe("processing");
    standIn.sessions.get(result.sessionId!)!.payment_status = "paid";
    const ctx = createPaymentsContext(
      { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
      createGateways(testApp.database.db, testApp.env),
    );
    await expireStalePayments(ctx, new Date());
    expect((await getPayment(testApp, quin, result.paymentId)).status).toBe("processing");
    await expireStalePayments(ctx, new Date(Date.now() + 2 * 60 * 60 * 1000));
    await expireStalePayments(ctx, new Date(Date.now() + 3 * 60 * 60 * 1000));
    expect((await getPayment(testApp, quin, result.paymentId)).status).toBe("paid");
    expect(await heldFunds(testApp, quin.userId)).toEqual({ balance: 2_700, bonuses: 0 });
  });
});

describe("an amount Stripe captured other than the one asked for", () => {
  it("is not applied to the order but credited to the balance, once, with a message", async () => {
    const pia = await createSignedInUser(testApp);
    const booked = await book(pia);
    const result = await payOrder(pia, booked.id);
    const session = standIn.complete(result.sessionId!, "paid");
    session.amount_total = booked.total + 1_000;
    for (const id of ["evt_odd_amount_1", "evt_odd_amount_1", "evt_odd_amount_2"]) {
      const payload = sessionEvent(id, "checkout.session.completed", result.sessionId!);
      expect((await postWebhook(payload, signed(payload))).statusCode).toBe(200);
    }
    expect(await getPayment(testApp, pia, result.paymentId)).toMatchObject({ status: "paid" });
    expect(await totalPaid(pia, booked.id)).toBe(0);
    expect(await heldFunds(testApp, pia.userId)).toEqual({ balance: booked.total + 1_000, bonuses: 0 });
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: pia.headers,
    });
    expect(JSON.stringify(messages.json())).toContain("added to your balance");
  });
});

describe("a Stripe checkout replaced by a new one for the same order", () => {
  it("expires the replaced Checkout Session, so its page can no longer take the card", async () => {
    const kim = await createSignedInUser(testApp);
    const booked = await book(kim);
    const first = await payOrder(kim, booked.id);
    await payOrder(kim, booked.id);
    expect(standIn.sessions.get(first.sessionId!)?.status).toBe("expired");
    expect(standIn.calls).toContainEqual(
      expect.objectContaining({ method: "POST", path: `/v1/checkout/sessions/${first.sessionId}/expire` }),
    );
    expect((await getPayment(testApp, kim, first.paymentId)).status).toBe("cancelled");
  });

  it("credits the order when the replaced session was paid as it was being expired", async () => {
    const lea = await createSignedInUser(testApp);
    const booked = await book(lea);
    const first = await payOrder(lea, booked.id);
    standIn.complete(first.sessionId!, "paid");
    const second = await payOrder(lea, booked.id);
    expect(await getPayment(testApp, lea, first.paymentId)).toMatchObject({ status: "paid" });
    expect(await totalPaid(lea, booked.id)).toBe(booked.total);
    // The newer checkout is paid too: the order owes nothing more, so it goes to the balance.
    standIn.complete(second.sessionId!, "paid");
    const payload = sessionEvent("evt_replaced_0", "checkout.session.completed", second.sessionId!);
    await postWebhook(payload, signed(payload));
    expect(await totalPaid(lea, booked.id)).toBe(booked.total);
    expect(await heldFunds(testApp, lea.userId)).toEqual({ balance: booked.total, bonuses: 0 });
  });

  it("credits the money once when the replaced session's webhook arrives (expiring it had failed), however often it is replayed", async () => {
    const max = await createSignedInUser(testApp);
    const booked = await book(max);
    const first = await payOrder(max, booked.id);
    standIn.failExpire = true;
    try {
      await payOrder(max, booked.id);
    } finally {
      standIn.failExpire = false;
    }
    expect((await getPayment(testApp, max, first.paymentId)).status).toBe("cancelled");
    expect(standIn.sessions.get(first.sessionId!)?.status).toBe("open");

    standIn.complete(first.sessionId!, "paid");
    const payload = sessionEvent("evt_replaced_1", "checkout.session.completed", first.sessionId!);
    const delivered = await postWebhook(payload, signed(payload));
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    expect(await getPayment(testApp, max, first.paymentId)).toMatchObject({ status: "paid" });
    expect(await totalPaid(max, booked.id)).toBe(booked.total);

    const replays = await Promise.all(
      Array.from({ length: 10 }, () => postWebhook(payload, signed(payload))),
    );
    expect(replays.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const sameSessionNewEvent = sessionEvent(
      "evt_replaced_2",
      "checkout.session.completed",
      first.sessionId!,
    );
    await postWebhook(sameSessionNewEvent, signed(sameSessionNewEvent));
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/verify",
      headers: max.headers,
      payload: { paymentId: first.paymentId, sessionId: first.sessionId },
    });
    expect(verified.json()).toMatchObject({ status: "paid" });
    expect(await totalPaid(max, booked.id)).toBe(booked.total);
    expect(await heldFunds(testApp, max.userId)).toEqual({ balance: 0, bonuses: 0 });
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: max.headers,
    });
    expect(JSON.stringify(messages.json())).toContain("Payment received after the checkout closed");
  });

  it("credits a replaced session paid without a webhook when the customer's success page verifies it", async () => {
    const ned = await createSignedInUser(testApp);
    const booked = await book(ned);
    const first = await payOrder(ned, booked.id);
    standIn.failExpire = true;
    try {
      await payOrder(ned, booked.id);
    } finally {
      standIn.failExpire = false;
    }
    standIn.complete(first.sessionId!, "paid");
    const verified = await testApp.app.inject({
      method: "POST",
      url: "/api/stripe/verify",
      headers: ned.headers,
      payload: { paymentId: first.paymentId, sessionId: first.sessionId },
    });
    expect(verified.json()).toMatchObject({ status: "paid" });
    expect(await totalPaid(ned, booked.id)).toBe(booked.total);
  });

  it("closes or credits an unclosed replaced session on the sweeper's run", async () => {
    const ola = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const booked = await book(ola);
    const paid = await payOrder(ola, booked.id);
    standIn.failExpire = true;
    let second: Schemas["CheckoutResult"];
    try {
      second = await payOrder(ola, booked.id);
      await payOrder(ola, booked.id);
    } finally {
      standIn.failExpire = false;
    }
    standIn.complete(paid.sessionId!, "paid");
    const ctx = createPaymentsContext(
      { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
      createGateways(testApp.database.db, testApp.env),
    );
    await expireStalePayments(ctx, new Date());
    expect((await getPayment(testApp, ola, paid.paymentId)).status).toBe("paid");
    expect(await totalPaid(ola, booked.id)).toBe(booked.total);
    expect(standIn.sessions.get(second.sessionId!)?.status).toBe("expired");

    // A refund of the late payment takes back what it credited to the order; the later charge.refunded changes nothing.
    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paid.paymentId}/refund`,
      headers: staff.headers,
    });
    expect(refunded.json()).toMatchObject({ status: "refunded" });
    const intent = standIn.sessions.get(paid.sessionId!)?.payment_intent;
    const chargeRefunded = JSON.stringify({
      id: "evt_replaced_refund",
      object: "event",
      type: "charge.refunded",
      data: { object: { id: "ch_9", object: "charge", payment_intent: intent } },
    });
    await postWebhook(chargeRefunded, signed(chargeRefunded));
    expect(await totalPaid(ola, booked.id)).toBe(0);
    expect(await heldFunds(testApp, ola.userId)).toEqual({ balance: 0, bonuses: 0 });
  });
});
