import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, outbox } from "../src/db/schema/index.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  staff = await createStaffUser(testApp);
});
afterAll(() => testApp.close());

type Switches = { email: boolean; inAppNotify: boolean; sms: boolean };
const on: Switches = { email: true, inAppNotify: true, sms: true };
const off: Switches = { email: false, inAppNotify: false, sms: false };

function preferences(overrides: { orderUpdates?: Switches; billingAndPayments?: Switches } = {}) {
  return {
    orderUpdates: overrides.orderUpdates ?? on,
    promotionsAndOffers: on,
    billingAndPayments: overrides.billingAndPayments ?? on,
    updatesAndMaintenance: { email: true, push: true, sms: true },
  };
}

async function setPreferences(user: SignedInUser, notifications: ReturnType<typeof preferences>) {
  const response = await testApp.app.inject({
    method: "PATCH",
    url: "/users/me",
    headers: user.headers,
    payload: { notifications },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let week = 0;
async function book(user: SignedInUser): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, user, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2032-03-01", 7 * week), 9),
    quantity: 3,
    driverName: "Dana Driver",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

async function setStatus(order: Order, status: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${order.id}/status`,
    headers: staff.headers,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function issueInvoice(order: Order): Promise<{ number: string }> {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${order.id}/invoices`,
    headers: staff.headers,
    payload: { amount: 4_200, description: "Overnight storage" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { number: string };
}

/** What reached the user about `subject`: in-app message texts, and outbox rows as "channel sentence". */
async function received(user: SignedInUser, subject: string) {
  const inApp = await testApp.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, user.userId), eq(messages.title, subject)));
  const sent = await testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, user.userId), eq(outbox.subject, subject)));
  return {
    inApp: inApp.map((row) => row.text),
    // An SMS is the message's sentence; an e-mail's plain text holds it among the slot's facts.
    outbox: sent.map((row) => {
      const lines = row.body.split("\n");
      return `${row.channel} ${lines.find((line) => /^(Order|Invoice) .+\.$/.test(line)) ?? lines[0]}`;
    }),
  };
}

describe("order updates", () => {
  it("stops every channel when the customer switches order updates off, and resumes when switched on", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await setPreferences(customer, preferences({ orderUpdates: off }));
    await setStatus(order, "accepted");
    const accepted = `Order ${order.number} is accepted by the hub.`;
    const afterOff = await received(customer, `Order ${order.number}`);
    expect(afterOff.inApp).not.toContain(accepted);
    expect(afterOff.outbox.filter((line) => line.endsWith(accepted))).toEqual([]);

    await setPreferences(customer, preferences({ orderUpdates: on }));
    await setStatus(order, "arrivedToHub");
    const arrived = `Order ${order.number} is checked in: the driver has arrived at the hub.`;
    const afterOn = await received(customer, `Order ${order.number}`);
    expect(afterOn.inApp).toContain(arrived);
    expect(afterOn.outbox).toEqual(expect.arrayContaining([`email ${arrived}`, `sms ${arrived}`]));
    expect(afterOn.inApp).not.toContain(accepted);
  });

  it("obeys each switch on its own: e-mail only reaches the mailbox, not the message centre or the phone", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await setPreferences(
      customer,
      preferences({ orderUpdates: { email: true, inAppNotify: false, sms: false } }),
    );
    await setStatus(order, "accepted");
    const accepted = `Order ${order.number} is accepted by the hub.`;
    const got = await received(customer, `Order ${order.number}`);
    expect(got.inApp).not.toContain(accepted);
    expect(got.outbox.filter((line) => line.endsWith(accepted))).toEqual([`email ${accepted}`]);
  });

  it("keeps sending order updates when only billing and payments is switched off", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await setPreferences(customer, preferences({ billingAndPayments: off }));
    await setStatus(order, "accepted");
    const accepted = `Order ${order.number} is accepted by the hub.`;
    const got = await received(customer, `Order ${order.number}`);
    expect(got.inApp).toContain(accepted);
    expect(got.outbox.filter((line) => line.endsWith(accepted)).sort()).toEqual([
      `email ${accepted}`,
      `sms ${accepted}`,
    ]);
  });
});

describe("billing and payments", () => {
  it("stops the invoice's in-app message, e-mail and SMS when billing and payments is switched off", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await setPreferences(customer, preferences({ billingAndPayments: off }));
    const invoice = await issueInvoice(order);
    expect(await received(customer, `Invoice ${invoice.number}`)).toEqual({ inApp: [], outbox: [] });
  });

  it("is governed by billing and payments, not order updates: invoices still arrive with order updates off", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await setPreferences(customer, preferences({ orderUpdates: off }));
    const invoice = await issueInvoice(order);
    const got = await received(customer, `Invoice ${invoice.number}`);
    expect(got.inApp).toHaveLength(1);
    expect(got.outbox.map((line) => line.split(" ")[0]).sort()).toEqual(["email", "sms"]);
  });
});

describe("account messages", () => {
  it("sends a code with every switch off: security messages always go", async () => {
    const customer = await createSignedInUser(testApp, { isEmailConfirmed: false });
    await setPreferences(customer, {
      orderUpdates: off,
      promotionsAndOffers: off,
      billingAndPayments: off,
      updatesAndMaintenance: { email: false, push: false, sms: false },
    } as ReturnType<typeof preferences>);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/user/send-email-confirmation",
      headers: customer.headers,
    });
    expect(response.statusCode, response.body).toBe(202);
    const codes = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.purpose, "email_confirmation")));
    expect(codes).toHaveLength(1);
  });
});
