import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase } from "../src/db/client.js";
import { messages, orderReminders, outbox } from "../src/db/schema/index.js";
import { createNotifier } from "../src/notifications/notifier.js";
import { sendDueOrderReminders } from "../src/orders/order-reminders.js";
import { createOrderServices } from "../src/orders/orders-setup.js";
import type { OrderServices } from "../src/orders/order-booking-service.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order, type OrderInput } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createTestClock } from "./test-clock.js";

let testApp: TestApp;
let catalogue: Catalogue;
let staff: SignedInUser;
let reno: { id: number; timeZone: string };
const clock = createTestClock();
const HOUR = 3_600_000;
/** Two API instances' order services over two connection pools of one database: the pollers that race. */
let instances: OrderServices[];
let secondPool: { end(): Promise<void> };

beforeAll(async () => {
  testApp = await createTestApp({ orders: { now: clock.now } });
  catalogue = await loadCatalogue(testApp);
  staff = await createStaffUser(testApp, { staffRole: "admin" });
  reno = catalogue.hub("reno");
  const second = connectDatabase(testApp.database.url);
  secondPool = second.pool;
  instances = [testApp.database.db, second.db].map((db) =>
    createOrderServices(
      {
        db,
        env: testApp.env,
        log: testApp.app.log,
        notifier: createNotifier({ db, log: testApp.app.log, transports: {}, logLocalMessages: false }),
      },
      { now: clock.now },
    ),
  );
});
afterAll(async () => {
  await secondPool.end();
  await testApp.close();
});
beforeEach(clock.reset);

let week = 0;
function input(customer: { driverPhone?: string } = {}, overrides: Partial<OrderInput> = {}): OrderInput {
  week += 1;
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2033-03-07", 7 * week), 9),
    quantity: 3,
    driverName: "Dana Driver",
    driverPhone: customer.driverPhone ?? "(555) 010-0177",
    ...overrides,
  };
}

async function book(customer: SignedInUser, overrides: Partial<OrderInput> = {}): Promise<Order> {
  const response = await bookJson(testApp, customer, input({}, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

async function remindersOf(orderId: number) {
  return testApp.database.db
    .select({ kind: orderReminders.kind, dueAt: orderReminders.dueAt, sentAt: orderReminders.sentAt })
    .from(orderReminders)
    .where(eq(orderReminders.orderId, orderId))
    .orderBy(asc(orderReminders.dueAt));
}

const before = (timeFrom: string, hours: number) => new Date(Date.parse(timeFrom) - hours * HOUR);

describe("reminders are scheduled with the order", () => {
  it("writes 24 h and 2 h reminders when the order is booked", async () => {
    const order = await book(await createSignedInUser(testApp));
    expect(await remindersOf(order.id)).toEqual([
      { kind: "24h", dueAt: before(order.timeFrom, 24), sentAt: null },
      { kind: "2h", dueAt: before(order.timeFrom, 2), sentAt: null },
    ]);
  });

  it("leaves out a reminder whose time already passed at booking", async () => {
    const customer = await createSignedInUser(testApp);
    const timeFrom = input().timeFrom;
    // Booked 5 hours ahead (the lead time is 3 h): the 24-hour reminder's moment has passed.
    clock.set(before(timeFrom, 5));
    const order = await book(customer, { timeFrom });
    expect((await remindersOf(order.id)).map((reminder) => reminder.kind)).toEqual(["2h"]);
  });

  it("moves the reminders with the slot when staff move the order", async () => {
    const order = await book(await createSignedInUser(testApp));
    const to = slotAt(reno, addLocalDays(order.timeFrom.slice(0, 10), 1), 12);
    const moved = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/slot`,
      headers: staff.headers,
      payload: { timeFrom: to, reason: "Dock repairs" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await remindersOf(order.id)).toEqual([
      { kind: "24h", dueAt: before(to, 24), sentAt: null },
      { kind: "2h", dueAt: before(to, 2), sentAt: null },
    ]);
  });

  it("moves them when the customer changes the slot, and drops them when the order is cancelled", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    const to = slotAt(reno, addLocalDays(order.timeFrom.slice(0, 10), 2), 9);
    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: customer.headers,
      payload: { ...input(), timeFrom: to },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await remindersOf(order.id)).map((reminder) => reminder.dueAt)).toEqual([before(to, 24), before(to, 2)]);
    const cancelled = await testApp.app.inject({
      method: "PATCH",
      url: "/order-cancel",
      headers: customer.headers,
      payload: { id: order.id },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await remindersOf(order.id)).toEqual([]);
  });
});

describe("reminders are sent once when due", () => {
  async function sentTo(orderId: number) {
    return testApp.database.db
      .select({ channel: outbox.channel, recipient: outbox.recipient, body: outbox.body, purpose: outbox.purpose })
      .from(outbox)
      .where(eq(outbox.orderId, orderId))
      .orderBy(asc(outbox.id));
  }

  it("sends each reminder once when two instances' pollers race for it, to the customer and the driver", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    clock.set(before(order.timeFrom, 24).getTime() + 60_000);
    const polls = await Promise.all(
      Array.from({ length: 10 }, (_, index) => sendDueOrderReminders(instances[index % 2]!)),
    );
    expect(polls.reduce((sum, poll) => sum + poll.sent, 0)).toBeGreaterThanOrEqual(1);
    const reminders = (await sentTo(order.id)).filter((row) => row.purpose !== "order-update");
    // The customer's order-update switches: e-mail on, SMS off (the default); the driver's phone gets its text.
    expect(reminders.map((row) => [row.channel, row.purpose])).toEqual([
      ["sms", "driverReminder"],
      ["email", "order-reminder"],
    ]);
    expect(reminders[0]).toMatchObject({ recipient: "+15550100177" });
    expect(reminders[0]?.body).toContain(order.checkInCode);
    expect(reminders[0]?.body).toContain(`${testApp.env.webUrl.replace(/\/+$/, "")}/driver`);
    expect(reminders[0]?.body).toMatch(/starts tomorrow, .+ (PST|PDT)\./);
    const inApp = await testApp.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(and(eq(messages.userId, customer.userId), eq(messages.title, `Reminder: order ${order.number} tomorrow`)));
    expect(inApp).toHaveLength(1);
    // The 24-hour reminder is spent; the 2-hour one waits.
    expect((await remindersOf(order.id)).map((reminder) => reminder.sentAt !== null)).toEqual([true, false]);
    expect((await sendDueOrderReminders(instances[0]!)).sent).toBe(0);
  });

  it("sends a late-found 24-hour reminder no more once the 2-hour one is due, and nothing after the slot starts", async () => {
    const order = await book(await createSignedInUser(testApp));
    clock.set(before(order.timeFrom, 1));
    await sendDueOrderReminders(instances[1]!);
    const sent = (await sentTo(order.id)).filter((row) => row.purpose !== "order-update");
    expect(sent.map((row) => row.purpose)).toEqual(["driverReminder", "order-reminder"]);
    expect(sent[0]?.body).toMatch(/starts in 2 hours/);
    expect((await remindersOf(order.id)).every((reminder) => reminder.sentAt !== null)).toBe(true);

    const later = await book(await createSignedInUser(testApp));
    clock.set(Date.parse(later.timeFrom) + 60_000);
    await sendDueOrderReminders(instances[0]!);
    expect((await sentTo(later.id)).filter((row) => row.purpose !== "order-update")).toEqual([]);
  });

  it("sends no reminder of a cancelled order", async () => {
    const customer = await createSignedInUser(testApp);
    const order = await book(customer);
    await testApp.app.inject({ method: "PATCH", url: "/order-cancel", headers: customer.headers, payload: { id: order.id } });
    clock.set(before(order.timeFrom, 1));
    await sendDueOrderReminders(instances[0]!);
    expect((await sentTo(order.id)).filter((row) => row.purpose !== "order-update")).toEqual([]);
  });
});
