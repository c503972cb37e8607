import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, payments, sandboxSessions } from "../src/db/schema/index.js";
import { createGateways } from "../src/payments/gateway-registry.js";
import { createPaymentsContext, expireStalePayments } from "../src/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  expectMoneyAccountedFor,
  getPayment,
  heldFunds,
  sandboxCapturedCents,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

/** Replacing or cancelling a checkout never drops money the sandbox gateway still takes for it. */
let testApp: TestApp;
let catalogue: Catalogue;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  await testApp.close();
});

let week = 0;
async function book(user: SignedInUser, paymentFlow: "pre-payment" | "post-payment" = "post-payment") {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2032-03-01", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
    paymentFlow,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function order(user: SignedInUser, id: number): Promise<Order> {
  const response = await testApp.app.inject({ method: "GET", url: `/order/${id}`, headers: user.headers });
  return response.json() as Order;
}

const card = (orderId: number, flow: "pre-payment" | "post-payment" = "post-payment") => ({
  flow,
  method: "card" as const,
  orderId,
  useBonuses: false,
  useBalance: false,
});

async function checkout(user: SignedInUser, body: Schemas["CheckoutRequest"]) {
  const response = await startCheckout(testApp, user, body);
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["CheckoutResult"];
}

const approve = (result: Schemas["CheckoutResult"]) =>
  submitSandbox(testApp, result.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });

/** Plays the gateway's side of the race: the page was paid as (or before) we closed it. */
async function reopenSandboxPage(result: Schemas["CheckoutResult"]) {
  await testApp.database.db
    .update(sandboxSessions)
    .set({ status: "open" })
    .where(eq(sandboxSessions.id, result.sessionId!));
}

async function messagesOf(user: SignedInUser): Promise<string> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/users/me/messages",
    headers: user.headers,
  });
  return JSON.stringify(response.json());
}

describe("a checkout replaced by a new one for the same order (sandbox gateway)", () => {
  it("closes the replaced checkout's page: the card is refused there, nothing is charged, the new one pays the order", async () => {
    const ann = await createSignedInUser(testApp);
    const booked = await book(ann);
    const first = await checkout(ann, card(booked.id));
    const second = await checkout(ann, card(booked.id));
    expect((await getPayment(testApp, ann, first.paymentId)).status).toBe("cancelled");

    const late = await approve(first);
    expect(late.statusCode).toBe(409);
    const page = await testApp.app.inject({ method: "GET", url: new URL(first.redirectUrl!).pathname });
    expect(page.body).toContain('data-status="cancelled"');

    expect((await approve(second)).statusCode).toBe(303);
    expect(await order(ann, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
    expect(await heldFunds(testApp, ann.userId)).toEqual({ balance: 0, bonuses: 0 });
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("credits money the replaced page took in the race to the order while it is due, then to the balance, with a message", async () => {
    const bob = await createSignedInUser(testApp);
    const booked = await book(bob);
    const first = await checkout(bob, card(booked.id));
    const second = await checkout(bob, card(booked.id));
    await reopenSandboxPage(first);

    const paidLate = await approve(first);
    expect(paidLate.statusCode).toBe(303);
    expect(await getPayment(testApp, bob, first.paymentId)).toMatchObject({ status: "paid" });
    expect(await order(bob, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
    expect(await messagesOf(bob)).toContain("Payment received after the checkout closed");

    // The customer also pays the newer checkout: the order is paid already, so that money goes to the balance.
    expect((await approve(second)).statusCode).toBe(303);
    expect(await order(bob, booked.id)).toMatchObject({ totalPaid: booked.total });
    expect(await heldFunds(testApp, bob.userId)).toEqual({ balance: booked.total, bonuses: 0 });
    // The same confirmation again changes nothing.
    expect((await approve(first)).statusCode).toBe(409);
    expect(await heldFunds(testApp, bob.userId)).toEqual({ balance: booked.total, bonuses: 0 });
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("credits a replaced invoice checkout paid in the race to the invoice, and the newer one then to the balance", async () => {
    const ivy = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const booked = await book(ivy);
    const issued = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${booked.id}/invoices`,
      headers: staff.headers,
      payload: { amount: 4_200, description: "Extra storage" },
    });
    const invoiceId = (issued.json() as Schemas["Invoice"]).id;
    const invoicePay = {
      flow: "invoice-pay" as const,
      method: "card" as const,
      invoiceId,
      useBonuses: false,
      useBalance: false,
    };
    const first = await checkout(ivy, invoicePay);
    const second = await checkout(ivy, invoicePay);
    await reopenSandboxPage(first);
    expect((await approve(first)).statusCode).toBe(303);
    const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe(3);
    expect((await order(ivy, booked.id)).totalPaid).toBe(4_200);
    expect((await approve(second)).statusCode).toBe(303);
    expect((await order(ivy, booked.id)).totalPaid).toBe(4_200);
    expect(await heldFunds(testApp, ivy.userId)).toEqual({ balance: 4_200, bonuses: 0 });
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("credits late money for a pre-payment whose order was given up to the balance", async () => {
    const cat = await createSignedInUser(testApp);
    const booked = await book(cat, "pre-payment");
    const first = await checkout(cat, card(booked.id, "pre-payment"));
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout/cancel",
      headers: cat.headers,
      payload: { paymentId: first.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect((await order(cat, booked.id)).status).toBe("payCancelled");
    await reopenSandboxPage(first);
    expect((await approve(first)).statusCode).toBe(303);
    expect((await order(cat, booked.id)).totalPaid).toBe(0);
    expect(await heldFunds(testApp, cat.userId)).toEqual({ balance: booked.total, bonuses: 0 });
  });

  it("credits a late ACH debit only when it clears, and takes it back when the bank returns it", async () => {
    const dan = await createSignedInUser(testApp);
    const booked = await book(dan);
    const first = await checkout(dan, { ...card(booked.id), method: "ach" });
    await checkout(dan, card(booked.id));
    await reopenSandboxPage(first);
    await submitSandbox(testApp, first.redirectUrl!, { action: "approve", accountNumber: "000123456789" });
    expect((await getPayment(testApp, dan, first.paymentId)).status).toBe("processing");
    expect((await order(dan, booked.id)).totalPaid).toBe(0);
    await submitSandbox(testApp, first.redirectUrl!, { action: "ach-clear" });
    expect(await order(dan, booked.id)).toMatchObject({ totalPaid: booked.total });
    await submitSandbox(testApp, first.redirectUrl!, { action: "ach-return" });
    expect(await getPayment(testApp, dan, first.paymentId)).toMatchObject({ status: "returned" });
    expect((await order(dan, booked.id)).totalPaid).toBe(0);
    expect(await heldFunds(testApp, dan.userId)).toEqual({ balance: 0, bonuses: 0 });
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("lets staff refund a late payment: exactly what it credited to the order and the balance comes back", async () => {
    const eve = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const booked = await book(eve);
    const first = await checkout(eve, card(booked.id));
    const second = await checkout(eve, card(booked.id));
    await approve(second);
    await reopenSandboxPage(first);
    await approve(first);
    expect(await heldFunds(testApp, eve.userId)).toEqual({ balance: booked.total, bonuses: 0 });
    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${first.paymentId}/refund`,
      headers: staff.headers,
    });
    expect(refunded.json()).toMatchObject({ status: "refunded" });
    expect(await heldFunds(testApp, eve.userId)).toEqual({ balance: 0, bonuses: 0 });
    expect(await order(eve, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("finds money a page took without anyone coming back, on the sweeper's next run", async () => {
    const fay = await createSignedInUser(testApp);
    const booked = await book(fay);
    const first = await checkout(fay, card(booked.id));
    await checkout(fay, card(booked.id));
    // The gateway took the card and nobody told us (as if its notice was lost), and the page was never closed.
    await testApp.database.db
      .update(sandboxSessions)
      .set({ status: "paid" })
      .where(eq(sandboxSessions.id, first.sessionId!));
    await testApp.database.db
      .update(payments)
      .set({ gatewayClosedAt: null })
      .where(eq(payments.id, first.paymentId));
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
      warn: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
    };
    const ctx = createPaymentsContext(
      { db: testApp.database.db, env: testApp.env, log },
      createGateways(testApp.database.db, testApp.env),
    );
    expect(await expireStalePayments(ctx, new Date())).toBeGreaterThanOrEqual(1);
    expect((await getPayment(testApp, fay, first.paymentId)).status).toBe("paid");
    expect(logged).toContainEqual({
      message: "Money arrived for a closed payment; credited to the order and/or the customer's balance",
      details: expect.objectContaining({
        paymentId: first.paymentId,
        arrivedCents: booked.total,
        toOrderCents: booked.total,
        toBalanceCents: 0,
      }),
    });
    expect((await order(fay, booked.id)).totalPaid).toBe(booked.total);
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("loses no money when the customer pays a page while 20 new checkouts replace it at the same moment", async () => {
    const hal = await createSignedInUser(testApp);
    const booked = await book(hal);
    const first = await checkout(hal, card(booked.id));
    const [paid, ...started] = await Promise.all([
      approve(first),
      ...Array.from({ length: 20 }, () => startCheckout(testApp, hal, card(booked.id))),
    ]);
    expect([paid!, ...started].filter((response) => response.statusCode >= 500)).toEqual([]);
    const results = started
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json() as Schemas["CheckoutResult"]);
    await Promise.all(results.map((result) => approve(result)));
    const { rows } = await testApp.database.db.execute<{ open: number }>(
      sql`select count(*)::int as open from payments where order_id = ${booked.id} and status in ('pending', 'processing')`,
    );
    expect(rows[0]?.open).toBeLessThanOrEqual(1);
    expect((await order(hal, booked.id)).totalPaid).toBeLessThanOrEqual(booked.total);
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });

  it("leaves at most one open payment per order and loses no money when 20 checkouts start at once and every page is paid", async () => {
    const gus = await createSignedInUser(testApp);
    const booked = await book(gus);
    const started = await Promise.all(
      Array.from({ length: 20 }, () => startCheckout(testApp, gus, card(booked.id))),
    );
    expect(started.filter((response) => response.statusCode >= 500)).toEqual([]);
    const results = started
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json() as Schemas["CheckoutResult"]);
    const { rows } = await testApp.database.db.execute<{ open: number }>(
      sql`select count(*)::int as open from payments where order_id = ${booked.id} and status in ('pending', 'processing')`,
    );
    expect(rows[0]?.open).toBeLessThanOrEqual(1);
    // Every page the customer was shown is paid at once, even those of replaced checkouts (and the race re-opened).
    for (const result of results) await reopenSandboxPage(result);
    const approvals = await Promise.all(results.map((result) => approve(result)));
    expect(approvals.filter((response) => response.statusCode >= 500)).toEqual([]);
    expect(approvals.filter((response) => response.statusCode === 303).length).toBe(results.length);
    expect(await order(gus, booked.id)).toMatchObject({ totalPaid: booked.total });
    expect((await heldFunds(testApp, gus.userId)).balance).toBe(booked.total * (results.length - 1));
    await expectMoneyAccountedFor(testApp, await sandboxCapturedCents(testApp));
  });
});
