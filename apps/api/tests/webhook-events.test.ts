import { addLocalDays } from "@freight/domain/time/zoned-time";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, products, webhookEvents } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { callAs, createCompany } from "./company-fixtures.js";
import { loadCatalogue, slotAt, type Catalogue } from "./order-fixtures.js";
import { fundUser, startCheckout, submitSandbox } from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The later events of the outbox, each written once in the transaction of its change: invoice.paid,
// payment.failed and shop_order.ready_for_pick_up.

let testApp: TestApp;
let catalogue: Catalogue;
let owner: SignedInUser;
let staff: SignedInUser;
let accountUserId: number;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  owner = await createSignedInUser(testApp);
  const company = await createCompany(testApp, owner, "Evented Freight LLC");
  const [row] = await testApp.database.db.select().from(companies).where(eq(companies.id, company.id));
  accountUserId = row?.accountUserId ?? 0;
  staff = await createStaffUser(testApp, { staffRole: "admin" });
});
afterAll(() => testApp.close());

async function eventsOfType(type: string) {
  const rows = await testApp.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.accountUserId, accountUserId))
    .orderBy(asc(webhookEvents.id));
  return rows.filter((row) => row.type === type);
}

async function bookedWithInvoice(): Promise<{ orderId: number; invoiceId: number }> {
  week += 1;
  const reno = catalogue.hub("reno");
  const booked = await callAs(testApp, owner, "POST", "/order", {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2036-03-01", 7 * week), 9),
    quantity: 4,
    driverName: "Dana Driver",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const orderId = (booked.json() as { id: number }).id;
  const issued = await callAs(testApp, staff, "POST", `/staff/orders/${orderId}/invoices`, {
    amount: 4_200,
    description: "Overnight storage",
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return { orderId, invoiceId: (issued.json() as Schemas["Invoice"]).id };
}

async function invoiceCheckout(invoiceId: number): Promise<Schemas["CheckoutResult"]> {
  const started = await startCheckout(testApp, owner, {
    flow: "invoice-pay",
    method: "card",
    invoiceId,
    useBonuses: false,
    useBalance: false,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  return started.json() as Schemas["CheckoutResult"];
}

describe("the later webhook events", () => {
  it("writes invoice.paid once when the company pays an invoice, however often the gateway's page is approved", async () => {
    const { orderId, invoiceId } = await bookedWithInvoice();
    const checkout = await invoiceCheckout(invoiceId);
    for (let time = 0; time < 3; time += 1) {
      await submitSandbox(testApp, checkout.redirectUrl ?? "", { action: "approve", cardNumber: "4242424242424242" });
    }
    const paid = await eventsOfType("invoice.paid");
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ orderId, payload: { invoice: { id: invoiceId, amountCents: 4_200 } } });
  });

  it("writes payment.failed once for a declined card, naming the invoice, and no invoice.paid", async () => {
    const before = (await eventsOfType("invoice.paid")).length;
    const { orderId, invoiceId } = await bookedWithInvoice();
    const checkout = await invoiceCheckout(invoiceId);
    await submitSandbox(testApp, checkout.redirectUrl ?? "", { action: "decline", cardNumber: "4000000000000002" });
    await submitSandbox(testApp, checkout.redirectUrl ?? "", { action: "decline", cardNumber: "4000000000000002" });
    const failed = (await eventsOfType("payment.failed")).filter((row) => row.orderId === orderId);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.payload).toMatchObject({ payment: { id: checkout.paymentId }, invoice: { id: invoiceId } });
    expect(await eventsOfType("invoice.paid")).toHaveLength(before);
  });

  it("writes shop_order.ready_for_pick_up once when the hub makes the company's shop order ready", async () => {
    const [product] = await testApp.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number }[];
    await testApp.database.db.update(products).set({ stock: null }).where(eq(products.id, product?.id ?? 0));
    const placed = await testApp.app.inject({
      method: "POST",
      url: "/shop-orders",
      headers: { ...owner.headers, "idempotency-key": `shop-${Date.now()}` },
      payload: { hubId: hubs[0]?.id, items: [{ productId: product?.id, quantity: 1 }] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Schemas["ShopOrder"];
    await fundUser(testApp, accountUserId, { balance: order.total });
    const paid = await startCheckout(testApp, owner, {
      flow: "shop-order",
      method: "balance",
      shopOrderId: order.id,
      useBonuses: false,
      useBalance: true,
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    expect(await eventsOfType("shop_order.ready_for_pick_up")).toHaveLength(0);
    const picked = await callAs(testApp, staff, "POST", `/staff/shop-orders/${order.id}/fulfilment`, { status: "picked" });
    expect(picked.statusCode, picked.body).toBe(200);
    const moves = await Promise.all(
      Array.from({ length: 5 }, () =>
        callAs(testApp, staff, "POST", `/staff/shop-orders/${order.id}/fulfilment`, { status: "ready" }),
      ),
    );
    expect(moves.filter((move) => move.statusCode === 200)).toHaveLength(1);
    expect(moves.every((move) => move.statusCode < 500)).toBe(true);
    const ready = await eventsOfType("shop_order.ready_for_pick_up");
    expect(ready).toHaveLength(1);
    expect(ready[0]?.payload).toMatchObject({ shopOrder: { id: order.id, number: order.number } });
  });
});
