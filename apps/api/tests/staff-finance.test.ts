import { randomUUID } from "node:crypto";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import {
  expectLedgerBalanced,
  fundUser,
  heldFunds,
  startCheckout,
  submitSandbox,
} from "./payment-helpers.js";
import { bookJson, loadCatalogue, slotAt } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createStaffUser(testApp);
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});

function adjust(customerId: number, body: object, key = randomUUID()) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/customers/${customerId}/ledger-adjustments`,
    headers: { ...staff.headers, "idempotency-key": key },
    payload: body,
  });
}

async function paidTopUp(customer: SignedInUser, amount: number): Promise<number> {
  const started = await startCheckout(testApp, customer, {
    flow: "top-up",
    method: "card",
    amount,
    useBonuses: false,
    useBalance: false,
  });
  const result = started.json() as Schemas["CheckoutResult"];
  if (!result.redirectUrl) throw new Error("the top-up did not go to the gateway");
  await submitSandbox(testApp, result.redirectUrl, { action: "approve", cardNumber: "4242 4242 4242 4242" });
  return result.paymentId;
}

describe("staff finance", () => {
  it("lists every customer's payments with their customer, and filters them", async () => {
    const customer = await createSignedInUser(testApp, { firstName: "Fiona", lastName: "Ledger" });
    const paymentId = await paidTopUp(customer, 4_200);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/payments",
      query: { customerId: String(customer.userId), status: "paid" },
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as Schemas["StaffPaymentPage"];
    expect(page.items).toEqual([
      expect.objectContaining({
        id: paymentId,
        customerName: "Fiona Ledger",
        amount: 4_200,
        creditedBalance: 4_200,
      }),
    ]);
    const none = await testApp.app.inject({
      method: "GET",
      url: "/staff/payments",
      query: { customerId: String(customer.userId), unrecovered: "true" },
      headers: staff.headers,
    });
    expect((none.json() as Schemas["StaffPaymentPage"]).totalItems).toBe(0);

    const csv = await testApp.app.inject({
      method: "GET",
      url: "/staff/payments/csv",
      query: { customerId: String(customer.userId) },
      headers: staff.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body.split("\r\n")[1]).toContain(customer.email.toLowerCase());
    // A top-up pays for no hub's order: its times are in UTC, and say so.
    expect(page.items[0]?.hubTimeZone).toBeNull();
    expect(csv.body.split("\r\n")[1]).toMatch(/,UTC,"\d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M UTC",/);
  });

  it("dates a payment for an order on its hub's clock, in the list, the ledger and both CSV files", async () => {
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    const customer = await createSignedInUser(testApp);
    await fundUser(testApp, customer.userId, { balance: 500 });
    const booked = await bookJson(testApp, customer, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, "2031-05-06", 9),
      quantity: 20,
      driverName: "Dana Driver",
    });
    expect(booked.statusCode).toBe(201);
    const orderId = (booked.json() as Schemas["Order"]).id;
    const started = await startCheckout(testApp, customer, {
      flow: "post-payment",
      method: "card",
      orderId,
      useBonuses: false,
      useBalance: true,
    });
    const result = started.json() as Schemas["CheckoutResult"];
    await submitSandbox(testApp, result.redirectUrl!, { action: "approve", cardNumber: "4242424242424242" });

    const list = await testApp.app.inject({
      method: "GET",
      url: "/staff/payments",
      query: { orderId: String(orderId) },
      headers: staff.headers,
    });
    const [payment] = (list.json() as Schemas["StaffPaymentPage"]).items;
    expect(payment).toMatchObject({ orderId, hubTimeZone: reno.timeZone });
    const csv = await testApp.app.inject({
      method: "GET",
      url: "/staff/payments/csv",
      query: { orderId: String(orderId) },
      headers: staff.headers,
    });
    expect(csv.body.split("\r\n")[1]).toContain(
      `${payment!.createdAt},${payment!.settledAt ?? ""},${reno.timeZone},"${formatZonedDateTime(payment!.createdAt, reno.timeZone)}"`,
    );
    expect(formatZonedDateTime(payment!.createdAt, reno.timeZone)).toMatch(/ P[SD]T$/);

    const ledger = await testApp.app.inject({
      method: "GET",
      url: "/users/me/ledger",
      headers: customer.headers,
    });
    const rows = (ledger.json() as Schemas["LedgerPage"]).items;
    expect(rows.find((row) => row.paymentId === result.paymentId)).toMatchObject({
      hubTimeZone: reno.timeZone,
    });
    const ledgerCsv = await testApp.app.inject({
      method: "GET",
      url: "/users/me/ledger/csv",
      headers: customer.headers,
    });
    const spent = ledgerCsv.body.split("\r\n").find((line) => line.includes(",balance,decrease,"));
    expect(spent).toMatch(
      /^[^,]+Z,"\d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T",balance,decrease,\$5\.00,/,
    );
  });

  it("corrects a balance with a ledger entry and its reason, once per Idempotency-Key however many times it is sent", async () => {
    const customer = await createSignedInUser(testApp);
    const key = randomUUID();
    const body = {
      account: "balance",
      kind: "increase",
      amount: 2_500,
      reason: "Goodwill for the late truck",
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => adjust(customer.userId, body, key)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code !== 201 && code !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => (answer.json() as { id: number }).id)).size).toBe(1);
    expect((await heldFunds(testApp, customer.userId)).balance).toBe(2_500);

    const reused = await adjust(customer.userId, { ...body, amount: 9_999 }, key);
    expect(reused.statusCode).toBe(409);
    const ledger = await testApp.app.inject({
      method: "GET",
      url: "/users/me/ledger",
      headers: customer.headers,
    });
    expect(JSON.stringify(ledger.json())).toContain("Adjustment by staff: Goodwill for the late truck");
  });

  it("never takes more than the customer holds: 20 parallel decreases of a 1,000-cent balance apply at most twice", async () => {
    const customer = await createSignedInUser(testApp);
    await fundUser(testApp, customer.userId, { balance: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(customer.userId, { account: "balance", kind: "decrease", amount: 400, reason: "Chargeback" }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    expect((await heldFunds(testApp, customer.userId)).balance).toBe(200);
  });

  it.each([
    ["a blank reason", { account: "balance", kind: "increase", amount: 1, reason: "   " }, 400],
    ["no reason", { account: "balance", kind: "increase", amount: 1 }, 400],
    ["a zero amount", { account: "balance", kind: "increase", amount: 0, reason: "x" }, 400],
    ["a fractional amount", { account: "balance", kind: "increase", amount: 1.5, reason: "x" }, 400],
    ["a huge amount", { account: "balance", kind: "increase", amount: 1e12, reason: "x" }, 400],
    ["an amount as text", { account: "balance", kind: "increase", amount: "100", reason: "x" }, 400],
    ["an unknown account", { account: "cash", kind: "increase", amount: 1, reason: "x" }, 400],
    ["a direct kind", { account: "balance", kind: "direct", amount: 1, reason: "x" }, 400],
    ["a NUL in the reason", { account: "balance", kind: "increase", amount: 1, reason: "a\u0000" }, 400],
  ])("refuses an adjustment with %s", async (_name, body, status) => {
    const customer = await createSignedInUser(testApp);
    const response = await adjust(customer.userId, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(await heldFunds(testApp, customer.userId)).toEqual({ balance: 0, bonuses: 0 });
  });

  it("refuses an adjustment without an Idempotency-Key, for an unknown customer, and form-encoded", async () => {
    const body = { account: "balance", kind: "increase", amount: 1, reason: "x" };
    const noKey = await testApp.app.inject({
      method: "POST",
      url: `/staff/customers/${staff.userId}/ledger-adjustments`,
      headers: staff.headers,
      payload: body,
    });
    expect(noKey.statusCode).toBe(400);
    expect((await adjust(99_999_999, body)).statusCode).toBe(404);
    const form = await testApp.app.inject({
      method: "POST",
      url: `/staff/customers/${staff.userId}/ledger-adjustments`,
      headers: {
        ...staff.headers,
        "idempotency-key": randomUUID(),
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "account=balance&kind=increase&amount=1&reason=x",
    });
    expect(form.statusCode).toBe(415);
  });
});

describe("a customer's ledger for staff", () => {
  it("shows the adjustments with their reasons to finance and to a dispatcher; another staff account or no one is 404", async () => {
    const customer = await createSignedInUser(testApp);
    expect(
      (
        await adjust(customer.userId, {
          account: "balance",
          kind: "increase",
          amount: 1500,
          reason: "Late dock goodwill",
        })
      ).statusCode,
    ).toBe(201);
    const dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [1] });
    for (const reader of [staff, dispatcher]) {
      const page = await testApp.app.inject({
        method: "GET",
        url: `/staff/customers/${customer.userId}/ledger`,
        headers: reader.headers,
      });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as Schemas["LedgerPage"];
      expect(body.balance).toBe(1500);
      expect(JSON.stringify(body.items)).toContain("Late dock goodwill");
    }
    for (const id of [staff.userId, 2147483647]) {
      const missing = await testApp.app.inject({
        method: "GET",
        url: `/staff/customers/${id}/ledger`,
        headers: staff.headers,
      });
      expect(missing.statusCode).toBe(404);
    }
    const asCustomer = await testApp.app.inject({
      method: "GET",
      url: `/staff/customers/${customer.userId}/ledger`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
