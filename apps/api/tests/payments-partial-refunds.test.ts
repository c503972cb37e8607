import { randomUUID } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  expectMoneyAccountedFor,
  fundUser,
  heldFunds,
  sandboxCapturedCents,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;
let dispatcher: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  admin = await createStaffUser(testApp, { staffRole: "admin" });
  dispatcher = await createStaffUser(testApp, {
    staffRole: "dispatcher",
    hubIds: [catalogue.hub("reno").id],
  });
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

let week = 0;
/** A customer with $50 of balance books an order and pays it: $50 from the balance, the rest by sandbox card. */
async function paidOrder(): Promise<{ customer: SignedInUser; order: Order; paymentId: number }> {
  const customer = await createSignedInUser(testApp);
  await fundUser(testApp, customer.userId, { balance: 5_000 });
  const reno = catalogue.hub("reno");
  week += 1;
  const booked = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2033-03-07", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const order = booked.json() as Order;
  const checkout = (
    await startCheckout(testApp, customer, {
      flow: "post-payment",
      method: "card",
      orderId: order.id,
      useBonuses: false,
      useBalance: true,
    })
  ).json() as Schemas["CheckoutResult"];
  await submitSandbox(testApp, checkout.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });
  return { customer, order, paymentId: checkout.paymentId };
}

function refund(paymentId: number, body: unknown, { key = randomUUID(), as = finance } = {}) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/payments/${paymentId}/partial-refunds`,
    headers: { ...as.headers, "idempotency-key": key },
    payload: body as Record<string, unknown>,
  });
}

async function totalPaid(customer: SignedInUser, orderId: number): Promise<number> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}`,
    headers: customer.headers,
  });
  return (response.json() as Order).totalPaid;
}

async function staffPayment(paymentId: number): Promise<Schemas["StaffPayment"]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/staff/payments",
    query: { limit: "200" },
    headers: finance.headers,
  });
  const found = (response.json() as Schemas["StaffPaymentPage"]).items.find((item) => item.id === paymentId);
  if (!found) throw new Error(`payment ${paymentId} is not listed`);
  return found;
}

async function expectMoneyKept(customer: SignedInUser) {
  await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp), customer.userId);
}

describe("refunding part of a payment", () => {
  it("gives the amount back to the card first, lowers what the order records as paid and tells the customer", async () => {
    const { customer, order, paymentId } = await paidOrder();
    expect(await totalPaid(customer, order.id)).toBe(order.total);

    const response = await refund(paymentId, { amount: 2_500, reason: "Two pallets arrived damaged" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      paymentId,
      amount: 2_500,
      toGateway: 2_500,
      toBalance: 0,
      toBonuses: 0,
      remaining: order.total - 2_500,
      paymentStatus: "paid",
    });
    expect(await totalPaid(customer, order.id)).toBe(order.total - 2_500);
    expect(await staffPayment(paymentId)).toMatchObject({ status: "paid", refunded: 2_500 });
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: customer.headers,
    });
    expect(messages.body).toContain("Two pallets arrived damaged");
    await expectMoneyKept(customer);
  });

  it("gives the balance part back once the card part is used up, and refunding the rest closes the payment", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const cardPart = order.total - 5_000;
    const first = await refund(paymentId, { amount: cardPart + 1_000, reason: "Partly unloaded" });
    expect(first.json()).toMatchObject({ toGateway: cardPart, toBalance: 1_000, remaining: 4_000 });
    expect((await heldFunds(testApp, customer.userId)).balance).toBe(1_000);

    const tooMuch = await refund(paymentId, { amount: 4_001, reason: "More than is left" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/4000/);

    // A full refund now gives back only what is left.
    const rest = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/refund`,
      headers: finance.headers,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: "refunded" });
    expect((await heldFunds(testApp, customer.userId)).balance).toBe(5_000);
    expect(await totalPaid(customer, order.id)).toBe(0);
    expect(await staffPayment(paymentId)).toMatchObject({ status: "refunded", refunded: order.total });
    expect((await refund(paymentId, { amount: 1, reason: "Again" })).statusCode).toBe(409);
    await expectMoneyKept(customer);
  });

  it("applies a retried refund once: the same key answers the first refund, and with another body 409", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const key = randomUUID();
    const first = await refund(paymentId, { amount: 1_000, reason: "Late arrival" }, { key });
    const again = await refund(paymentId, { amount: 1_000, reason: "Late arrival" }, { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await refund(paymentId, { amount: 2_000, reason: "Late arrival" }, { key })).statusCode).toBe(
      409,
    );
    expect(await totalPaid(customer, order.id)).toBe(order.total - 1_000);
    await expectMoneyKept(customer);
  });

  it("never gives back more than the payment took when 25 refunds are sent at once", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const share = Math.floor(order.total / 10);
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        refund(paymentId, { amount: share, reason: `Parallel ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await totalPaid(customer, order.id)).toBe(order.total - 10 * share);
    expect((await staffPayment(paymentId)).refunded).toBe(10 * share);
    await expectMoneyKept(customer);
  });

  it("refuses a top-up (refunded in full only), a payment not paid, and one that is not there", async () => {
    const customer = await createSignedInUser(testApp);
    const topUp = (
      await startCheckout(testApp, customer, {
        flow: "top-up",
        method: "card",
        amount: 3_000,
        useBonuses: false,
        useBalance: false,
      })
    ).json() as Schemas["CheckoutResult"];
    const open = await refund(topUp.paymentId, { amount: 100, reason: "Not paid yet" });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/pending/);
    await submitSandbox(testApp, topUp.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });
    const paidTopUp = await refund(topUp.paymentId, { amount: 100, reason: "Changed mind" });
    expect(paidTopUp.statusCode).toBe(409);
    expect(paidTopUp.json().message).toMatch(/top-up/i);
    expect((await refund(987_654, { amount: 100, reason: "Nothing" })).statusCode).toBe(404);
    await expectMoneyKept(customer);
  });

  it("answers 400 with a message to bad amounts, reasons, keys and bodies, and changes nothing", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const bad: unknown[] = [
      { amount: 0, reason: "Zero" },
      { amount: -5, reason: "Negative" },
      { amount: 10.5, reason: "A fraction" },
      { amount: "100", reason: "A string" },
      { amount: 1e20, reason: "Huge" },
      { amount: 100 },
      { amount: 100, reason: "" },
      { amount: 100, reason: "   " },
      { amount: 100, reason: "NUL \u0000 inside" },
      { amount: 100, reason: "Lone \ud800 surrogate" },
      { amount: 100, reason: "x".repeat(501) },
    ];
    for (const body of bad) {
      const response = await refund(paymentId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBeTruthy();
    }
    const noKey = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/partial-refunds`,
      headers: finance.headers,
      payload: { amount: 100, reason: "No key" },
    });
    expect(noKey.statusCode).toBe(400);
    for (const contentType of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: `/staff/payments/${paymentId}/partial-refunds`,
        headers: { ...finance.headers, "idempotency-key": randomUUID(), "content-type": contentType },
        payload: "amount=100&reason=form",
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
    expect(await totalPaid(customer, order.id)).toBe(order.total);
    expect((await staffPayment(paymentId)).refunded).toBe(0);
  });

  it("is for finance and admins only: a customer and a dispatcher are refused before anything is read", async () => {
    const { customer, paymentId } = await paidOrder();
    expect((await refund(paymentId, { amount: 100, reason: "Mine" }, { as: customer })).statusCode).toBe(403);
    expect((await refund(paymentId, { amount: 100, reason: "Hub" }, { as: dispatcher })).statusCode).toBe(
      403,
    );
    const anonymous = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/partial-refunds`,
      headers: { "idempotency-key": randomUUID() },
      payload: { amount: 100, reason: "Anyone" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await staffPayment(paymentId)).refunded).toBe(0);
  });

  it("writes who refunded how much and why to the audit log", async () => {
    const { paymentId } = await paidOrder();
    expect((await refund(paymentId, { amount: 700, reason: "Audit me" })).statusCode).toBe(201);
    const audit = await testApp.app.inject({
      method: "GET",
      url: "/staff/audit-log",
      query: { targetType: "payment", targetId: String(paymentId) },
      headers: admin.headers,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().items[0]).toMatchObject({
      action: "refundPartOfPayment",
      actorUserId: finance.userId,
      reason: "Audit me",
    });
  });
});
