import { formatCents } from "@freight/domain/money/cents";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { addCompanyMember, callAs, createCompany } from "./company-fixtures.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { expectLedgerBalanced, startCheckout, submitSandbox } from "./payment-helpers.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createTestClock } from "./test-clock.js";

/*
 * Issue 36: one order, many actors. Besides the customer who books and the dispatcher who works the gate, the same
 * order is read and acted on by another member of the customer's company, by finance and an editor on the staff
 * side, and by a driver who comes late. Each sees the same status and money and may do only what their role allows.
 */

const HOUR = 3_600_000;

let testApp: TestApp;
let catalogue: Catalogue;
let admin: SignedInUser;
let finance: SignedInUser;
let editor: SignedInUser;
let otherHubDispatcher: SignedInUser;
let reno: { id: number; timeZone: string };
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({
    orders: { now: clock.now },
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  admin = await createStaffUser(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  otherHubDispatcher = await createStaffUser(testApp, {
    staffRole: "dispatcher",
    hubIds: [catalogue.hub("denver").id],
  });
  reno = catalogue.hub("reno");
});
afterAll(async () => {
  await expectLedgerBalanced(testApp);
  await testApp.close();
});
beforeEach(clock.reset);

let week = 0;
async function book(customer: SignedInUser): Promise<Order & { checkInCode: string }> {
  week += 1;
  const response = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2033-02-07", 7 * week), 9),
    quantity: 4,
    driverName: "Dana Driver",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order & { checkInCode: string };
}

async function read(user: SignedInUser, orderId: number): Promise<Order> {
  const response = await callAs(testApp, user, "GET", `/order/${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Order;
}

const words = (order: Order) => billingSummaryOf(orderOwedOf(order)).words;

async function payByCard(payer: SignedInUser, what: { orderId: number } | { invoiceId: number }) {
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
  const started = await startCheckout(testApp, payer, body);
  expect(started.statusCode, started.body).toBeLessThan(300);
  const checkout = started.json() as Schemas["CheckoutResult"];
  const approved = await submitSandbox(testApp, checkout.redirectUrl!, {
    action: "approve",
    cardNumber: "4242424242424242",
  });
  expect(approved.statusCode).toBe(303);
  return checkout;
}

function staffMove(staff: SignedInUser, orderId: number, status: string) {
  return callAs(testApp, staff, "POST", `/staff/orders/${orderId}/status`, { status });
}

function checkIn(code: string) {
  return testApp.app.inject({
    method: "PATCH",
    url: "/driver-check-in",
    payload: {
      checkInCode: code,
      driverName: "Lena Late",
      driverPhone: "+15550002222",
      truckNumber: "L-1",
      trailerNumber: "",
    },
  });
}

describe("the customer's company", () => {
  it("a booker books, the finance member pays, a viewer follows: each reads the same status and money", async () => {
    const owner = await createSignedInUser(testApp);
    const company = await createCompany(testApp, owner, "Many Actors Freight LLC");
    const booker = await addCompanyMember(testApp, company.id, "booker");
    const payer = await addCompanyMember(testApp, company.id, "finance");
    const viewer = await addCompanyMember(testApp, company.id, "viewer");

    const order = await book(booker);
    for (const member of [owner, booker, payer, viewer]) {
      const seen = await read(member, order.id);
      expect(seen).toMatchObject({ status: "new", total: order.total });
      expect(words(seen)).toBe(`Due ${formatCents(order.total)}`);
    }
    // A booker never spends the company's money; the finance member pays.
    const refused = await startCheckout(testApp, booker, {
      flow: "post-payment",
      method: "card",
      orderId: order.id,
      useBonuses: false,
      useBalance: false,
    });
    expect(refused.statusCode).toBe(403);
    await payByCard(payer, { orderId: order.id });

    const extra = await callAs(testApp, finance, "POST", `/staff/orders/${order.id}/invoices`, {
      amount: 5_040,
      kind: "supplementary",
      reason: "Lumper time",
    });
    expect(extra.statusCode, extra.body).toBe(201);
    for (const member of [owner, booker, payer, viewer]) {
      expect(words(await read(member, order.id))).toBe("Part paid — $50.40 due");
    }
    await payByCard(payer, { invoiceId: (extra.json() as Schemas["Invoice"]).id });
    for (const member of [owner, booker, payer, viewer]) {
      expect(words(await read(member, order.id))).toBe("Paid");
    }
    // Someone outside the company sees nothing of it.
    const stranger = await createSignedInUser(testApp);
    expect((await callAs(testApp, stranger, "GET", `/order/${order.id}`)).statusCode).toBe(404);
  });
});

describe("the staff side", () => {
  it("finance, after payment, bills only a supplementary charge and works neither the gate nor the slot", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await payByCard(customer, { orderId: order.id });
    const again = await callAs(testApp, finance, "POST", `/staff/orders/${order.id}/invoices`, {
      amount: order.total,
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toMatch(/paid in full/);
    expect((await staffMove(finance, order.id, "accepted")).statusCode).toBe(403);
    const move = await callAs(testApp, finance, "POST", `/staff/orders/${order.id}/slot`, {
      timeFrom: slotAt(reno, addLocalDays(order.timeFrom.slice(0, 10), 1), 9),
      reason: "x",
    });
    expect(move.statusCode).toBe(403);
    expect((await callAs(testApp, finance, "GET", `/order/${order.id}`)).statusCode).toBe(200);
    expect(
      (
        await callAs(
          testApp,
          finance,
          "GET",
          `/staff/hubs/${reno.id}/gate?date=${order.timeFrom.slice(0, 10)}`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("an editor reads no order and works no gate; another hub's dispatcher does not find it", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    for (const [method, url] of [
      ["GET", `/order/${order.id}`],
      ["GET", `/order/${order.id}/timeline`],
      ["GET", `/staff/hubs/${reno.id}/gate?date=2033-03-01`],
      ["GET", `/staff/hubs/${reno.id}/schedule?date=2033-03-01`],
    ] as const) {
      expect((await callAs(testApp, editor, method, url)).statusCode, url).toBe(403);
    }
    expect((await staffMove(editor, order.id, "accepted")).statusCode).toBe(403);
    expect((await callAs(testApp, otherHubDispatcher, "GET", `/order/${order.id}`)).statusCode).toBe(404);
    expect((await staffMove(otherHubDispatcher, order.id, "accepted")).statusCode).toBe(404);
  });
});

describe("a driver who comes late", () => {
  it("is recorded as a late arrival the gate lets in, told when check-in closed on the hub's clock", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    expect((await staffMove(admin, order.id, "accepted")).statusCode).toBe(200);
    clock.set(Date.parse(order.timeTo) + HOUR);
    const late = await checkIn(order.checkInCode);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({
      status: "accepted",
      arrival: { timing: "late", waitingFor: "letIn" },
    });
    const message = (
      await callAs(testApp, customer, "GET", "/users/me/messages")
    ).json() as Schemas["MessageList"];
    expect(message.items.map((item) => item.text)).toContainEqual(
      expect.stringMatching(/late: check-in closed \d{2} \w{3}, 2033, 12:00 PM PST/),
    );
    expect((await staffMove(admin, order.id, "arrivedToHub")).statusCode).toBe(200);
    expect(await read(customer, order.id)).toMatchObject({ status: "arrivedToHub" });
  });
});
