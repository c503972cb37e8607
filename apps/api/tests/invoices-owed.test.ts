import { randomUUID } from "node:crypto";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { callAs, createCompany } from "./company-fixtures.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { expectLedgerBalanced, startCheckout, submitSandbox } from "./payment-helpers.js";
import { pdfText } from "./pdf-text.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

let week = 0;
/** A new transload at Reno (a weekday morning a week after the last), unpaid, post-payment. */
async function book(customer: SignedInUser, overrides: Partial<OrderInput> = {}): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("transload"),
    timeFrom: slotAt(reno, addLocalDays("2035-01-08", 7 * week), 9),
    quantity: 6,
    driverName: "Dana Driver",
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

async function read(customer: SignedInUser, orderId: number): Promise<Order> {
  const response = await callAs(testApp, customer, "GET", `/order/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
}

/** Pays by card in the sandbox: the order itself, or one of its invoices. */
async function payByCard(customer: SignedInUser, what: { orderId: number } | { invoiceId: number }) {
  const body: Schemas["CheckoutRequest"] =
    "orderId" in what
      ? { flow: "post-payment", method: "card", orderId: what.orderId, useBonuses: false, useBalance: false }
      : {
          flow: "invoice-pay",
          method: "card",
          invoiceId: what.invoiceId,
          useBonuses: false,
          useBalance: false,
        };
  const started = await startCheckout(testApp, customer, body);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const checkout = started.json() as Schemas["CheckoutResult"];
  const approved = await submitSandbox(testApp, checkout.redirectUrl!, {
    action: "approve",
    cardNumber: "4242424242424242",
  });
  expect(approved.statusCode).toBe(303);
  return checkout;
}

function invoice(orderId: number, body: Record<string, unknown>, as: SignedInUser = finance) {
  return callAs(testApp, as, "POST", `/staff/orders/${orderId}/invoices`, body);
}

async function paidOrder(): Promise<{ customer: SignedInUser; order: Order; paymentId: number }> {
  const customer = await createSignedInUser(testApp);
  const order = await book(customer);
  const { paymentId } = await payByCard(customer, { orderId: order.id });
  expect(await read(customer, order.id)).toMatchObject({ totalPaid: order.total, billingStatus: "paid" });
  return { customer, order, paymentId };
}

const words = (order: Order) => billingSummaryOf(orderOwedOf(order)).words;

describe("an invoice is never for more than the order owes", () => {
  it("refuses an invoice on a fully paid order (409, in words) and leaves the order paid", async () => {
    const { customer, order } = await paidOrder();
    const refused = await invoice(order.id, { amount: order.total, description: "Transload" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        "This order owes $0.00: it is paid in full. Add a supplementary charge for extra work instead.",
    });
    const after = await read(customer, order.id);
    expect(after).toMatchObject({ billingStatus: "paid", invoices: [] });
    expect(words(after)).toBe("Paid");
  });

  it("refuses an invoice above what the order owes, and one for what open invoices already ask for", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    const tenfold = await invoice(order.id, { amount: order.total * 100 });
    expect(tenfold.statusCode).toBe(409);
    expect((tenfold.json() as { message: string }).message).toMatch(
      /^This order owes \$[\d,]+\.\d\d: an invoice may be for at most that/,
    );
    expect((await invoice(order.id, { amount: order.total + 1 })).statusCode).toBe(409);

    const part = await invoice(order.id, { amount: order.total - 1_000 });
    expect(part.statusCode, part.body).toBe(201);
    const beyond = await invoice(order.id, { amount: 1_001 });
    expect(beyond.statusCode).toBe(409);
    expect((beyond.json() as { message: string }).message).toMatch(
      /is already invoiced: a new invoice may be for at most \$10\.00/,
    );
    expect((await invoice(order.id, { amount: 1_000 })).statusCode).toBe(201);
    expect(words(await read(customer, order.id))).toMatch(/^Due \$/);
  });

  it("lets 20 parallel invoices together ask for no more than the order owes", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    const amount = Math.floor(order.total / 5) + 1;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => invoice(order.id, { amount, description: `Try ${index}` })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    const fits = Math.floor(order.total / amount);
    expect(codes.filter((code) => code === 201)).toHaveLength(fits);
    expect(codes.filter((code) => code === 409)).toHaveLength(20 - fits);
    const [billed] = await testApp.database.db
      .select({ cents: sql<number>`coalesce(sum(${invoices.amountCents}), 0)::int` })
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    expect(billed?.cents).toBeLessThanOrEqual(order.total);
  });

  it("checks a draft again when it is issued", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    const draft = await invoice(order.id, { amount: order.total, draft: true });
    expect(draft.statusCode, draft.body).toBe(201);
    await payByCard(customer, { orderId: order.id });
    const issued = await callAs(
      testApp,
      finance,
      "PATCH",
      `/staff/invoices/${(draft.json() as Schemas["Invoice"]).id}`,
      {
        status: 1,
      },
    );
    expect(issued.statusCode).toBe(409);
    expect((issued.json() as { message: string }).message).toMatch(/owes \$0\.00: it is paid in full/);
  });

  it("refuses every invoice on a cancelled order", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    expect((await callAs(testApp, customer, "PATCH", "/order-cancel", { id: order.id })).statusCode).toBe(
      200,
    );
    const refused = await invoice(order.id, { amount: 100, kind: "supplementary", reason: "Lumper time" });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toMatch(/cancelled; it owes nothing/);
  });
});

describe("a supplementary charge after payment", () => {
  it("bills only the extra pallet: the customer then owes exactly that, pays it, and the order is Paid", async () => {
    const { customer, order } = await paidOrder();
    const extra = await invoice(order.id, {
      amount: 5_040,
      kind: "supplementary",
      reason: "1 extra pallet found at the hub",
    });
    expect(extra.statusCode, extra.body).toBe(201);
    const charge = extra.json() as Schemas["Invoice"];
    expect(charge).toMatchObject({
      kind: "supplementary",
      reason: "1 extra pallet found at the hub",
      status: 1,
    });

    const owing = await read(customer, order.id);
    expect(owing.billingStatus).toBe("toPay");
    expect(orderOwedOf(owing)).toMatchObject({ owedCents: 5_040, unbilledCents: 0 });
    expect(words(owing)).toBe("Part paid — $50.40 due");
    // The order itself asks for nothing more: the extra is paid as its invoice, for its amount.
    const orderAgain = await startCheckout(testApp, customer, {
      flow: "post-payment",
      method: "card",
      orderId: order.id,
      useBonuses: false,
      useBalance: false,
    });
    expect(orderAgain.statusCode).toBe(409);
    expect((orderAgain.json() as { message: string }).message).toMatch(/all of it on open invoices/);

    const { amountDue } = await payByCard(customer, { invoiceId: charge.id });
    expect(amountDue).toBe(5_040);
    const paid = await read(customer, order.id);
    expect(paid).toMatchObject({ billingStatus: "paid", totalPaid: order.total + 5_040 });
    expect(orderOwedOf(paid).owedCents).toBe(0);
    expect(words(paid)).toBe("Paid");
    expect((await invoice(order.id, { amount: 1 })).statusCode).toBe(409);
  });

  it("needs a reason the customer reads, and an order invoice takes none", async () => {
    const { order } = await paidOrder();
    const blank = await invoice(order.id, { amount: 5_040, kind: "supplementary", reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect((await invoice(order.id, { amount: 5_040, kind: "supplementary" })).statusCode).toBe(400);
    expect((await invoice(order.id, { amount: 1, reason: "Extra pallet" })).statusCode).toBe(400);
  });
});

describe("a credit is not owed again", () => {
  it("keeps an order Paid after part of its payment is given back, and invoices nothing for it", async () => {
    const { customer, order, paymentId } = await paidOrder();
    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${paymentId}/partial-refunds`,
      headers: { ...finance.headers, "idempotency-key": randomUUID() },
      payload: { amount: 1_000, reason: "One pallet arrived damaged" },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after = await read(customer, order.id);
    expect(after).toMatchObject({ totalPaid: order.total - 1_000, credited: 1_000, billingStatus: "paid" });
    expect(words(after)).toBe("Paid");
    expect((await invoice(order.id, { amount: 1_000 })).statusCode).toBe(409);
  });
});

describe("an invoice left open beyond what the order owes", () => {
  it("cannot be paid, and its PDF asks for nothing", async () => {
    const { customer, order } = await paidOrder();
    // As issued before the rule: the whole total again on a paid order.
    const [stale] = await testApp.database.db
      .insert(invoices)
      .values({
        orderId: order.id,
        number: "INV-LEGACY1",
        amountCents: order.total,
        status: 1,
        issuedAt: new Date(),
      })
      .returning();
    const pay = await startCheckout(testApp, customer, {
      flow: "invoice-pay",
      method: "card",
      invoiceId: stale!.id,
      useBonuses: false,
      useBalance: false,
    });
    expect(pay.statusCode).toBe(409);
    expect((pay.json() as { message: string }).message).toMatch(/its order owes \$0\.00; it cannot be paid/);
    // Nor does staff record a check for it: it is cancelled, not paid.
    const check = await testApp.app.inject({
      method: "POST",
      url: `/staff/invoices/${stale!.id}/offline-payments`,
      headers: { ...finance.headers, "idempotency-key": randomUUID() },
      payload: { amount: order.total, means: "check", reference: "1042" },
    });
    expect(check.statusCode).toBe(409);
    expect((check.json() as { message: string }).message).toMatch(/waits to be cancelled or reissued/);
    const pdf = await callAs(testApp, customer, "GET", `/invoices/${stale!.id}/pdf`);
    expect(pdfText(pdf.rawPayload)).toContain("Amount due: $0.00 (USD)");
  });
});

describe("the invoice PDF", () => {
  it("bills the company by its legal details and shows the lines, what was paid and what is due", async () => {
    const owner = await createSignedInUser(testApp);
    await createCompany(testApp, owner, "Acme Freight LLC");
    const order = await book(owner);
    await payByCard(owner, { orderId: order.id });
    const extra = await invoice(order.id, { amount: 5_040, kind: "supplementary", reason: "1 extra pallet" });
    const charge = extra.json() as Schemas["Invoice"];

    const open = pdfText((await callAs(testApp, owner, "GET", `/invoices/${charge.id}/pdf`)).rawPayload);
    expect(open).toContain("Acme Freight LLC <ap@acme.example>");
    expect(open).toContain("1 Dock St, Reno, NV 89501");
    expect(open).toContain("12-3456789");
    expect(open).toContain("Supplementary charge on order");
    expect(open).toContain("Transload (6 × ");
    expect(open).toContain("Order still owes");
    expect(open).toContain("$50.40");
    expect(open).toContain("Amount due: $50.40 (USD)");

    await payByCard(owner, { invoiceId: charge.id });
    const paid = pdfText((await callAs(testApp, owner, "GET", `/invoices/${charge.id}/pdf`)).rawPayload);
    expect(paid).toContain("-$50.40");
    expect(paid).toContain("Amount due: $0.00 (USD)");
  });
});
