import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookOrderWithInvoice } from "./invoice-fixtures.js";
import { loadCatalogue, type Catalogue, type Order } from "./order-fixtures.js";
import { naughtyStrings } from "./naughty-strings.js";
import { expectLedgerBalanced, fundUser, startCheckout } from "./payment-helpers.js";
import { createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
});
afterAll(() => testApp.close());

const INVOICE_CENTS = 4_200;
let week = 0;
function orderWithInvoice() {
  week += 1;
  return bookOrderWithInvoice(testApp, catalogue, finance, {
    day: addLocalDays("2034-09-04", 7 * week),
    amountCents: INVOICE_CENTS,
  });
}

let keyNumber = 0;
function freshKey(): string {
  keyNumber += 1;
  return `offline-test-${keyNumber}-${Date.now()}`;
}

function record(
  invoiceId: number | string,
  body: unknown,
  {
    key = freshKey(),
    as = finance,
    contentType = "application/json",
  }: {
    key?: string;
    as?: SignedInUser;
    contentType?: string;
  } = {},
) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/invoices/${invoiceId}/offline-payments`,
    headers: { ...as.headers, "idempotency-key": key, "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const check = (reference = "1042") => ({ amount: INVOICE_CENTS, means: "check", reference });

async function customerOrder(customer: SignedInUser, orderId: number): Promise<Order> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}`,
    headers: customer.headers,
  });
  return response.json() as Order;
}

async function staffPaymentsOf(customer: SignedInUser): Promise<Schemas["StaffPayment"][]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/staff/payments",
    query: { customerId: String(customer.userId) },
    headers: finance.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["StaffPaymentPage"]).items.filter(
    (item) => item.customerEmail === customer.email,
  );
}

describe("recording an invoice paid outside the portal", () => {
  it("marks the invoice paid, credits its order, and tells the customer with the reference", async () => {
    const { customer, order, invoice } = await orderWithInvoice();
    const response = await record(invoice.id, check("  1042 "));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ id: invoice.id, status: 3 });
    expect(response.json().paidAt).not.toBeNull();
    expect((await customerOrder(customer, order.id)).totalPaid).toBe(INVOICE_CENTS);

    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: customer.headers,
    });
    expect(messages.body).toContain(`invoice ${invoice.number} (Check 1042)`);
    const ledger = await testApp.app.inject({
      method: "GET",
      url: "/users/me/ledger",
      headers: customer.headers,
    });
    expect(ledger.body).toContain(`Paid by Check 1042 for invoice ${invoice.number}`);

    const [payment] = await staffPaymentsOf(customer);
    expect(payment).toMatchObject({
      method: "offline",
      gateway: "offline",
      status: "paid",
      amount: INVOICE_CENTS,
      gatewayAmount: INVOICE_CENTS,
      creditedOrder: INVOICE_CENTS,
      reference: "Check 1042",
    });
    const audit = await testApp.app.inject({
      method: "GET",
      url: "/staff/audit-log",
      query: { action: "recordOfflineInvoicePayment", targetId: String(invoice.id) },
      headers: (await createStaffUser(testApp, { staffRole: "admin" })).headers,
    });
    expect(audit.json().items).toHaveLength(1);
    expect(audit.json().items[0]).toMatchObject({ actorUserId: finance.userId, targetType: "invoice" });
    await expectLedgerBalanced(testApp, customer.userId);
  });

  it("answers a replay with the first result and refuses the same key with another body", async () => {
    const { customer, invoice } = await orderWithInvoice();
    const key = freshKey();
    expect((await record(invoice.id, check(), { key })).statusCode).toBe(201);
    const replay = await record(invoice.id, check(), { key });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ id: invoice.id, status: 3 });
    const other = await record(invoice.id, check("9999"), { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await staffPaymentsOf(customer)).toHaveLength(1);
  });

  it("records one payment when 25 staff record it at once, with the same key or each their own", async () => {
    for (const sameKey of [true, false]) {
      const { customer, order, invoice } = await orderWithInvoice();
      const key = freshKey();
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => record(invoice.id, check(), { key: sameKey ? key : freshKey() })),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(
        codes.filter((code) => code === 201),
        codes.join(","),
      ).toHaveLength(1);
      expect(
        codes.every((code) => code === 201 || code === (sameKey ? 200 : 409)),
        codes.join(","),
      ).toBe(true);
      expect(await staffPaymentsOf(customer)).toHaveLength(1);
      expect((await customerOrder(customer, order.id)).totalPaid).toBe(INVOICE_CENTS);
    }
  });

  it("lets only one of the customer paying from their balance and staff recording a check win the invoice", async () => {
    const { customer, order, invoice } = await orderWithInvoice();
    await fundUser(testApp, customer.userId, { balance: INVOICE_CENTS });
    const [byCustomer, byStaff] = await Promise.all([
      startCheckout(testApp, customer, {
        flow: "invoice-pay",
        method: "balance",
        invoiceId: invoice.id,
        useBonuses: false,
        useBalance: true,
      }),
      record(invoice.id, check()),
    ]);
    const wins = [byCustomer.statusCode < 300, byStaff.statusCode < 300];
    expect(wins.filter(Boolean), `${byCustomer.body} / ${byStaff.body}`).toHaveLength(1);
    expect([byCustomer.statusCode, byStaff.statusCode]).toContain(409);
    expect((await customerOrder(customer, order.id)).totalPaid).toBe(INVOICE_CENTS);
    await expectLedgerBalanced(testApp, customer.userId);
  });

  it("refuses a paid, cancelled or draft invoice and an amount other than the invoice's, naming it", async () => {
    const { invoice } = await orderWithInvoice();
    const wrongAmount = await record(invoice.id, { ...check(), amount: INVOICE_CENTS - 1 });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toMatch(/\$42\.00/);
    expect((await record(invoice.id, check())).statusCode).toBe(201);
    const again = await record(invoice.id, check("1043"));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already paid/);

    const { invoice: other } = await orderWithInvoice();
    const cancelled = await testApp.app.inject({
      method: "PATCH",
      url: `/staff/invoices/${other.id}`,
      headers: finance.headers,
      payload: { status: 4 },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await record(other.id, check());
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json().message).toMatch(/not open for payment/);
    expect((await record(987_654, check())).statusCode).toBe(404);
  });

  it("answers 400 with a message to bad ids, keys, bodies, content types and naughty references", async () => {
    const { customer, order, invoice } = await orderWithInvoice();
    for (const id of ["abc", "0", "-3", "1.5", "99999999999999999999", "%00"]) {
      const response = await record(id, check());
      expect(response.statusCode, id).toBe(400);
    }
    for (const key of [
      "short",
      "has space in it",
      "emoji-😀-key-here",
      "x".repeat(101),
      "nul\u0000nul-key",
    ]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: `/staff/invoices/${invoice.id}/offline-payments`,
        headers: { ...finance.headers, "idempotency-key": encodeURIComponent(key) === key ? key : "short" },
        payload: check(),
      });
      expect(response.statusCode, key).toBe(400);
    }
    const missingKey = await testApp.app.inject({
      method: "POST",
      url: `/staff/invoices/${invoice.id}/offline-payments`,
      headers: finance.headers,
      payload: check(),
    });
    expect(missingKey.statusCode).toBe(400);
    const badBodies: unknown[] = [
      {},
      { ...check(), amount: 0 },
      { ...check(), amount: 1e20 },
      { ...check(), amount: "4200" },
      { ...check(), amount: 42.5 },
      { ...check(), means: "card" },
      { ...check(), reference: "" },
      { ...check(), reference: "   " },
      { ...check(), reference: "x".repeat(101) },
      { ...check(), reference: "10\u000042" },
      { ...check(), reference: "line\nbreak" },
      { ...check(), reference: "\ud800" },
      [],
      "null",
    ];
    for (const body of badBodies) {
      const response = await record(invoice.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBeTruthy();
    }
    const contentTypes = [
      ["application/x-www-form-urlencoded", "amount=4200&means=check&reference=1042"],
      ["text/plain", JSON.stringify(check())],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n4200\r\n--x--\r\n',
      ],
      ["application/xml", "<a/>"],
    ] as const;
    for (const [contentType, body] of contentTypes) {
      const response = await record(invoice.id, body, { contentType });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
    expect((await customerOrder(customer, order.id)).totalPaid).toBe(0);
    expect(await staffPaymentsOf(customer)).toHaveLength(0);
  });

  it("stores the naughty strings as plain text references, answering 201 or 400 and never 5xx", async () => {
    // Every 23rd string: 25 invoices cover the corpus's kinds without booking 500 orders.
    const sample = naughtyStrings()
      .filter((_, index) => index % 23 === 0)
      .slice(0, 25);
    for (const reference of sample) {
      const { invoice } = await orderWithInvoice();
      const response = await record(invoice.id, check(reference));
      expect([201, 400], `${JSON.stringify(reference)} → ${response.body}`).toContain(response.statusCode);
    }
    // 25 orders booked and invoiced one after another: more than the default 20 s on a busy 2-core machine.
  }, 60_000);

  it("is refused to customers, dispatchers and editors (403) and to the signed-out (401)", async () => {
    const { customer, invoice } = await orderWithInvoice();
    const dispatcher = await createStaffUser(testApp, {
      staffRole: "dispatcher",
      hubIds: [catalogue.hub("reno").id],
    });
    const editor = await createStaffUser(testApp, { staffRole: "editor" });
    for (const as of [customer, dispatcher, editor]) {
      expect((await record(invoice.id, check(), { as })).statusCode).toBe(403);
    }
    const signedOut = await testApp.app.inject({
      method: "POST",
      url: `/staff/invoices/${invoice.id}/offline-payments`,
      headers: { "idempotency-key": freshKey(), "content-type": "application/json" },
      payload: JSON.stringify(check()),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("refunds part of an offline payment as a record, telling the customer it is paid back as it came", async () => {
    const { customer, order, invoice } = await orderWithInvoice();
    expect(
      (await record(invoice.id, { ...check(), means: "bank-transfer", reference: "WF-881" })).statusCode,
    ).toBe(201);
    const [payment] = await staffPaymentsOf(customer);
    const refund = await testApp.app.inject({
      method: "POST",
      url: `/staff/payments/${payment!.id}/partial-refunds`,
      headers: { ...finance.headers, "idempotency-key": freshKey() },
      payload: { amount: 1_200, reason: "Storage was one day shorter" },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await customerOrder(customer, order.id)).totalPaid).toBe(INVOICE_CENTS - 1_200);
    const messages = await testApp.app.inject({
      method: "GET",
      url: "/users/me/messages",
      headers: customer.headers,
    });
    expect(messages.body).toContain("paid back to you as it came (Bank transfer WF-881)");
    await expectLedgerBalanced(testApp, customer.userId);
  });
});
