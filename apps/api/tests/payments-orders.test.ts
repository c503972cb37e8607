import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders } from "../src/db/schema/index.js";
import { createGateways } from "../src/payments/gateway-registry.js";
import { createPaymentsContext, expireStalePayments } from "../src/payments/payment-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import {
  expectLedgerBalanced,
  fundUser,
  getPayment,
  heldFunds,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { pdfText } from "./pdf-text.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let reno: { id: number; timeZone: string };
const portal = "http://localhost:3001";

beforeAll(async () => {
  testApp = await createTestApp({
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  reno = catalogue.hub("reno");
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

let week = 0;
async function book(user: SignedInUser, overrides: Partial<OrderInput> = {}): Promise<Order> {
  week += 1;
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-02-03", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function order(user: SignedInUser, id: number): Promise<Order> {
  const response = await testApp.app.inject({ method: "GET", url: `/order/${id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json() as Order;
}

const pay = (
  orderId: number,
  overrides: Partial<Schemas["CheckoutRequest"]> = {},
): Schemas["CheckoutRequest"] => ({
  flow: "post-payment",
  method: "card",
  orderId,
  useBonuses: false,
  useBalance: false,
  ...overrides,
});

describe("pre-payment on the sandbox gateway", () => {
  it("pays the new order by card and lands on the order success page; totalPaid and billingStatus follow", async () => {
    const ann = await createSignedInUser(testApp);
    const booked = await book(ann, { paymentFlow: "pre-payment" });
    expect(booked.billingStatus).toBe("toPay");
    const result = (
      await startCheckout(testApp, ann, pay(booked.id, { flow: "pre-payment" }))
    ).json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({
      status: "redirect",
      amountDue: booked.total,
      successPath: "/portal/order-pay-success",
    });
    const approved = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242424242424242",
    });
    expect(approved.headers.location).toBe(
      `${portal}/portal/order-pay-success?paymentId=${result.paymentId}&orderId=${booked.id}`,
    );
    expect(await order(ann, booked.id)).toMatchObject({
      totalPaid: booked.total,
      billingStatus: "paid",
      status: "new",
    });
    const history = (
      await testApp.app.inject({ method: "GET", url: "/users/me/ledger", headers: ann.headers })
    ).json();
    expect(history.items[0]).toMatchObject({ kind: "direct", amount: booked.total, account: "balance" });
    expect(history.balance).toBe(0);
  });

  it("sets the order to payCancelled when the customer cancels on the gateway page", async () => {
    const bob = await createSignedInUser(testApp);
    const booked = await book(bob, { paymentFlow: "pre-payment" });
    const result = (
      await startCheckout(testApp, bob, pay(booked.id, { flow: "pre-payment" }))
    ).json() as Schemas["CheckoutResult"];
    const cancelled = await submitSandbox(testApp, result.redirectUrl!, { action: "cancel" });
    const back = new URL(cancelled.headers.location as string);
    expect(back.pathname).toBe("/portal/payment");
    expect(back.searchParams.get("event")).toBe("stripe-payment-cancel");
    expect((await order(bob, booked.id)).status).toBe("payCancelled");
    expect((await getPayment(testApp, bob, result.paymentId)).status).toBe("cancelled");
  });

  it("sets payCancelled and gives back set-aside bonuses when the portal cancels the checkout", async () => {
    const cat = await createSignedInUser(testApp);
    await fundUser(testApp, cat.userId, { bonuses: 700 });
    const booked = await book(cat, { paymentFlow: "pre-payment" });
    const result = (
      await startCheckout(testApp, cat, pay(booked.id, { flow: "pre-payment", useBonuses: true }))
    ).json() as Schemas["CheckoutResult"];
    expect(result.paidFromBonuses).toBe(700);
    expect(await heldFunds(testApp, cat.userId)).toEqual({ balance: 0, bonuses: 0 });
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: "/api/checkout/cancel",
      headers: cat.headers,
      payload: { paymentId: result.paymentId },
    });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect((await order(cat, booked.id)).status).toBe("payCancelled");
    expect(await heldFunds(testApp, cat.userId)).toEqual({ balance: 0, bonuses: 700 });
  });

  it("keeps the slot while an ACH pre-payment clears, and reopens the amount when the bank returns it", async () => {
    const dan = await createSignedInUser(testApp);
    const booked = await book(dan, { paymentFlow: "pre-payment" });
    const result = (
      await startCheckout(testApp, dan, pay(booked.id, { flow: "pre-payment", method: "ach" }))
    ).json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, result.redirectUrl!, { action: "approve", accountNumber: "000123456789" });
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, booked.id));
    expect(row?.holdExpiresAt).toBeNull();
    expect((await order(dan, booked.id)).totalPaid).toBe(0);
    await submitSandbox(testApp, result.redirectUrl!, { action: "ach-clear" });
    expect(await order(dan, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
    await submitSandbox(testApp, result.redirectUrl!, { action: "ach-return" });
    expect(await order(dan, booked.id)).toMatchObject({ totalPaid: 0, status: "new" });
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: dan.headers,
    });
    expect(JSON.stringify(messages.json())).toContain(`is due again`);
  });
});

describe("bonuses and balance", () => {
  it("spends bonuses first, then balance, and sends only the rest to the gateway", async () => {
    const eve = await createSignedInUser(testApp);
    await fundUser(testApp, eve.userId, { balance: 2_000, bonuses: 1_000 });
    const booked = await book(eve);
    const result = (
      await startCheckout(testApp, eve, pay(booked.id, { useBonuses: true, useBalance: true }))
    ).json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({
      status: "redirect",
      paidFromBonuses: 1_000,
      paidFromBalance: 2_000,
      amountDue: booked.total - 3_000,
    });
    expect(await heldFunds(testApp, eve.userId)).toEqual({ balance: 0, bonuses: 0 });
    await submitSandbox(testApp, result.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });
    expect(await order(eve, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
  });

  it("pays without any gateway when bonuses and balance cover the charge", async () => {
    const fay = await createSignedInUser(testApp);
    const booked = await book(fay);
    await fundUser(testApp, fay.userId, { balance: booked.total + 500, bonuses: 300 });
    const response = await startCheckout(
      testApp,
      fay,
      pay(booked.id, { method: "balance", useBonuses: true }),
    );
    expect(response.json()).toMatchObject({
      status: "paid",
      gateway: "none",
      paidFromBonuses: 300,
      paidFromBalance: booked.total - 300,
      amountDue: 0,
    });
    expect(response.json().redirectUrl).toBeUndefined();
    expect(await order(fay, booked.id)).toMatchObject({ totalPaid: booked.total, billingStatus: "paid" });
    expect(await heldFunds(testApp, fay.userId)).toEqual({ balance: 800, bonuses: 0 });
  });

  it("tops up by card, then pays an order from the new balance", async () => {
    const gus = await createSignedInUser(testApp);
    const booked = await book(gus);
    const topUp = (
      await startCheckout(testApp, gus, {
        flow: "top-up",
        method: "card",
        amount: booked.total,
        useBonuses: false,
        useBalance: false,
      })
    ).json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, topUp.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });
    expect((await heldFunds(testApp, gus.userId)).balance).toBe(booked.total);
    const paid = await startCheckout(testApp, gus, pay(booked.id, { method: "balance" }));
    expect(paid.json()).toMatchObject({ status: "paid", paidFromBalance: booked.total });
    expect((await order(gus, booked.id)).billingStatus).toBe("paid");
    expect(await heldFunds(testApp, gus.userId)).toEqual({ balance: 0, bonuses: 0 });
  });

  it("lets exactly one of two parallel payments take a balance that covers only one", async () => {
    const hal = await createSignedInUser(testApp);
    const first = await book(hal);
    const second = await book(hal);
    await fundUser(testApp, hal.userId, { balance: Math.max(first.total, second.total) + 100 });
    const responses = await Promise.all([
      startCheckout(testApp, hal, pay(first.id, { method: "balance" })),
      startCheckout(testApp, hal, pay(second.id, { method: "balance" })),
    ]);
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const paidOrders = [await order(hal, first.id), await order(hal, second.id)].filter(
      (one) => one.billingStatus === "paid",
    );
    expect(paidOrders).toHaveLength(1);
    const funds = await heldFunds(testApp, hal.userId);
    expect(funds.balance).toBe(Math.max(first.total, second.total) + 100 - paidOrders[0]!.total);
    await expectLedgerBalanced(testApp);
  });

  it("refuses a balance-only payment the balance does not cover (409) and writes nothing", async () => {
    const ivy = await createSignedInUser(testApp);
    await fundUser(testApp, ivy.userId, { balance: 100 });
    const booked = await book(ivy);
    const response = await startCheckout(testApp, ivy, pay(booked.id, { method: "balance" }));
    expect(response.statusCode).toBe(409);
    expect(await heldFunds(testApp, ivy.userId)).toEqual({ balance: 100, bonuses: 0 });
  });

  it("keeps another customer's order unknown (404)", async () => {
    const owner = await createSignedInUser(testApp);
    const stranger = await createSignedInUser(testApp);
    const booked = await book(owner);
    expect((await startCheckout(testApp, stranger, pay(booked.id))).statusCode).toBe(404);
  });
});

describe("invoice-pay", () => {
  it("pays an invoice staff issued; the invoice is paid and the order's totalPaid grows", async () => {
    const jo = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    const booked = await book(jo);
    const issued = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${booked.id}/invoices`,
      headers: staff.headers,
      payload: { amount: 4_200, description: "Extra storage" },
    });
    expect(issued.statusCode).toBe(201);
    const invoiceId = (issued.json() as Schemas["Invoice"]).id;
    const result = (
      await startCheckout(testApp, jo, {
        flow: "invoice-pay",
        method: "card",
        invoiceId,
        useBonuses: false,
        useBalance: false,
      })
    ).json() as Schemas["CheckoutResult"];
    expect(result).toMatchObject({ amountDue: 4_200, successPath: "/portal/invoice-pay-success" });
    const approved = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242424242424242",
    });
    expect(new URL(approved.headers.location as string).pathname).toBe("/portal/invoice-pay-success");
    const [invoice] = await testApp.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice?.status).toBe(3);
    expect((await order(jo, booked.id)).totalPaid).toBe(4_200);
    const pdf = await testApp.app.inject({
      method: "GET",
      url: `/invoices/${invoiceId}/pdf`,
      headers: jo.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(/^attachment; filename="INV-\d+\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Issued and paid on the Reno hub's clock, with the zone's abbreviation.
    const paidAt = formatZonedDateTime(invoice!.paidAt!, reno.timeZone);
    expect(paidAt).toMatch(/ P[SD]T$/);
    expect(pdfText(pdf.rawPayload)).toContain(`Paid: \n${paidAt}`);
    const stranger = await createSignedInUser(testApp);
    const hidden = await testApp.app.inject({
      method: "GET",
      url: `/invoices/${invoiceId}/pdf`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const again = await startCheckout(testApp, jo, {
      flow: "invoice-pay",
      method: "card",
      invoiceId,
      useBonuses: false,
      useBalance: false,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe("the ledger", () => {
  it("adds up: the sum of every ledger row equals the balance and bonuses each customer is shown", async () => {
    const kay = await createSignedInUser(testApp);
    await fundUser(testApp, kay.userId, { balance: 5_000, bonuses: 400 });
    const booked = await book(kay);
    await startCheckout(testApp, kay, pay(booked.id, { useBonuses: true, useBalance: true }));
    await expectLedgerBalanced(testApp);
    const shown = (
      await testApp.app.inject({ method: "GET", url: "/users/me/ledger", headers: kay.headers })
    ).json();
    const rows = shown.items as { account: string; kind: string; amount: number }[];
    const sum = (account: string) =>
      rows
        .filter((row) => row.account === account)
        .reduce(
          (total, row) =>
            total + (row.kind === "increase" ? row.amount : row.kind === "decrease" ? -row.amount : 0),
          0,
        );
    expect({ balance: sum("balance"), bonuses: sum("bonuses") }).toEqual({
      balance: shown.balance,
      bonuses: shown.bonuses,
    });
  });

  it("is append-only: the database refuses to change or delete a row", async () => {
    await expect(
      testApp.database.db.execute(sql`update ledger_entries set amount_cents = 1`),
    ).rejects.toThrow();
    await expect(testApp.database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

describe("abandoned payments", () => {
  const context = () =>
    createPaymentsContext(
      { db: testApp.database.db, env: testApp.env, log: testApp.app.log },
      createGateways(testApp.database.db, testApp.env),
    );

  it("closes the sandbox page when the portal cancels, so approving it afterwards changes nothing", async () => {
    const lou = await createSignedInUser(testApp);
    const booked = await book(lou);
    const result = (await startCheckout(testApp, lou, pay(booked.id))).json() as Schemas["CheckoutResult"];
    await testApp.app.inject({
      method: "POST",
      url: "/api/checkout/cancel",
      headers: lou.headers,
      payload: { paymentId: result.paymentId },
    });
    const late = await submitSandbox(testApp, result.redirectUrl!, {
      action: "approve",
      cardNumber: "4242424242424242",
    });
    expect(late.statusCode).toBe(409);
    expect((await order(lou, booked.id)).totalPaid).toBe(0);
  });

  it("gives back set-aside bonuses and balance of a payment left pending for a day", async () => {
    const max = await createSignedInUser(testApp);
    await fundUser(testApp, max.userId, { balance: 300, bonuses: 200 });
    const booked = await book(max);
    const result = (
      await startCheckout(testApp, max, pay(booked.id, { useBonuses: true, useBalance: true }))
    ).json() as Schemas["CheckoutResult"];
    expect(await heldFunds(testApp, max.userId)).toEqual({ balance: 0, bonuses: 0 });
    expect(await expireStalePayments(context(), new Date(Date.now() + 60 * 60 * 1000))).toBe(0);
    expect(
      await expireStalePayments(context(), new Date(Date.now() + 25 * 60 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await getPayment(testApp, max, result.paymentId)).status).toBe("cancelled");
    expect(await heldFunds(testApp, max.userId)).toEqual({ balance: 300, bonuses: 200 });
    expect((await order(max, booked.id)).status).toBe("new");
  });

  it("cancels the pending payment of a pre-payment whose hold expired", async () => {
    const ned = await createSignedInUser(testApp);
    await fundUser(testApp, ned.userId, { bonuses: 150 });
    const booked = await book(ned, { paymentFlow: "pre-payment" });
    const result = (
      await startCheckout(testApp, ned, pay(booked.id, { flow: "pre-payment", useBonuses: true }))
    ).json() as Schemas["CheckoutResult"];
    await testApp.database.db
      .update(orders)
      .set({ status: "payCancelled", holdExpiresAt: null })
      .where(eq(orders.id, booked.id));
    await expireStalePayments(context(), new Date());
    expect((await getPayment(testApp, ned, result.paymentId)).status).toBe("cancelled");
    expect((await heldFunds(testApp, ned.userId)).bonuses).toBe(150);
  });

  it("cancels the pending payment of a pre-payment whose order failed meanwhile, and gives its bonuses back", async () => {
    const ona = await createSignedInUser(testApp);
    const staff = await createStaffUser(testApp);
    await fundUser(testApp, ona.userId, { bonuses: 120 });
    const booked = await book(ona, { paymentFlow: "pre-payment" });
    const result = (
      await startCheckout(testApp, ona, pay(booked.id, { flow: "pre-payment", useBonuses: true }))
    ).json() as Schemas["CheckoutResult"];
    expect((await heldFunds(testApp, ona.userId)).bonuses).toBe(0);
    for (const move of [{ status: "accepted" }, { status: "failed", note: "The truck never came" }]) {
      const moved = await testApp.app.inject({
        method: "POST",
        url: `/staff/orders/${booked.id}/status`,
        headers: staff.headers,
        payload: move,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // Not stale by age: only the order's failure lets the sweeper give the set-aside bonuses back.
    expect(await expireStalePayments(context(), new Date())).toBeGreaterThanOrEqual(1);
    expect((await getPayment(testApp, ona, result.paymentId)).status).toBe("cancelled");
    expect((await heldFunds(testApp, ona.userId)).bonuses).toBe(120);
    expect((await order(ona, booked.id)).status).toBe("failed");
  });
});
