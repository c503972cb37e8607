import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase } from "../src/db/client.js";
import { companies, messages, outbox, webhookDeliveries, webhookEvents } from "../src/db/schema/index.js";
import type { WebhookEventType } from "../src/db/schema/index.js";
import { createNotifier } from "../src/notifications/notifier.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { deliverDueWebhooks, type WebhookDeliveryContext } from "../src/webhooks/webhook-delivery-service.js";
import { callAs, createCompany } from "./company-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { createTestClock } from "./test-clock.js";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver.js";

// Delivery: the outbox fanned out once per subscribed endpoint, sent signed (verified here by the standardwebhooks
// library on the receiving side), retried with back-off under the same webhook-id, in order per order, and an
// endpoint failing for three days disabled with its owners told.

const clock = createTestClock();
let testApp: TestApp;
let context: WebhookDeliveryContext;
let receiver: WebhookReceiver;
let company = 0;
let orderIds = 10_000;

beforeAll(async () => {
  testApp = await createTestApp({ orders: { now: clock.now } });
  context = {
    db: testApp.database.db,
    now: clock.now,
    isProduction: false,
    notifier: createNotifier({ db: testApp.database.db, log: testApp.app.log, transports: {}, logLocalMessages: false }),
    portalUrl: "http://portal.test",
  };
});
afterAll(() => testApp.close());
beforeEach(async () => {
  clock.reset();
  receiver = await startWebhookReceiver();
  company += 1;
});
afterEach(() => receiver.close());

interface Shipper {
  owner: SignedInUser;
  accountUserId: number;
}

async function newShipper(): Promise<Shipper> {
  const owner = await createSignedInUser(testApp);
  const made = await createCompany(testApp, owner, `Receiving Freight ${company} LLC`);
  const [row] = await testApp.database.db.select().from(companies).where(eq(companies.id, made.id));
  return { owner, accountUserId: row?.accountUserId ?? 0 };
}

async function newEndpoint(
  shipper: Shipper,
  eventTypes: WebhookEventType[] = ["order.created", "order.status_changed"],
): Promise<Schemas["CreatedWebhookEndpoint"]> {
  const response = await callAs(testApp, shipper.owner, "POST", "/company/webhook-endpoints", {
    url: receiver.url,
    eventTypes,
  });
  expect(response.statusCode, response.body).toBe(201);
  const endpoint = response.json() as Schemas["CreatedWebhookEndpoint"];
  receiver.secrets.push(endpoint.secret);
  return endpoint;
}

async function record(
  shipper: Shipper,
  type: WebhookEventType,
  orderId: number | null,
  payload: Record<string, unknown> = {},
): Promise<number> {
  const [row] = await testApp.database.db
    .insert(webhookEvents)
    .values({ accountUserId: shipper.accountUserId, type, orderId, payload, createdAt: clock.now() })
    .returning({ id: webhookEvents.id });
  return row?.id ?? 0;
}

async function deliveryLog(shipper: Shipper, endpointId: number): Promise<Schemas["WebhookDelivery"][]> {
  const response = await callAs(testApp, shipper.owner, "GET", `/company/webhook-endpoints/${endpointId}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["WebhookDeliveryPage"]).items;
}

describe("webhook delivery", () => {
  it("sends a subscribed event signed so the standardwebhooks library verifies it, with the event's id as webhook-id", async () => {
    const shipper = await newShipper();
    const before = await record(shipper, "order.created", orderIds++);
    clock.advance(1_000);
    const endpoint = await newEndpoint(shipper);
    clock.advance(1_000);
    const orderId = orderIds++;
    const eventId = await record(shipper, "order.created", orderId, { order: { id: orderId }, to: "new" });
    await record(shipper, "invoice.issued", orderId);
    expect(await deliverDueWebhooks(context)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.verified).toEqual({
      type: "order.created",
      timestamp: clock.now().toISOString(),
      data: { order: { id: orderId }, to: "new" },
    });
    expect(got?.headers["webhook-id"]).toBe(`evt_${eventId}`);
    expect(got?.headers["webhook-id"]).not.toBe(`evt_${before}`);
    const [logged] = await deliveryLog(shipper, endpoint.id);
    expect(logged).toMatchObject({
      eventType: "order.created",
      webhookId: `evt_${eventId}`,
      state: "delivered",
      attempts: 1,
      lastStatus: 204,
      responseBody: "", // A 204 carries no body.
    });
    expect(logged?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("retries a receiver failing 3 times with growing waits, under the same webhook-id, until it answers", async () => {
    const shipper = await newShipper();
    const endpoint = await newEndpoint(shipper);
    receiver.answer = (index) => (index < 3 ? 500 : 200);
    const eventId = await record(shipper, "order.created", orderIds++);
    expect(await deliverDueWebhooks(context)).toBe(1);
    expect(await deliverDueWebhooks(context)).toBe(0); // Not due again yet.
    const [failed] = await deliveryLog(shipper, endpoint.id);
    expect(failed).toMatchObject({ state: "pending", attempts: 1, lastStatus: 500 });
    expect(failed?.responseBody?.length).toBe(1024);
    expect(failed?.nextAttemptAt).toBe(new Date(clock.now().getTime() + 5_000).toISOString());
    for (const wait of [5_000, 10_000, 20_000]) {
      clock.advance(wait - 1);
      expect(await deliverDueWebhooks(context)).toBe(0);
      clock.advance(1);
      expect(await deliverDueWebhooks(context)).toBe(1);
    }
    expect(receiver.received.map((got) => got.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(receiver.received.map((got) => got.headers["webhook-id"]))).toEqual(new Set([`evt_${eventId}`]));
    expect(receiver.received.every((got) => got.verified !== null)).toBe(true);
    const [delivered] = await deliveryLog(shipper, endpoint.id);
    expect(delivered).toMatchObject({ state: "delivered", attempts: 4, lastStatus: 200, nextAttemptAt: null });
  });

  it("sends one order's events in order: a later one waits while an earlier one is failing; other orders go on", async () => {
    const shipper = await newShipper();
    await newEndpoint(shipper);
    const orderA = orderIds++;
    const orderB = orderIds++;
    let failFirst = true;
    receiver.answer = (_index, body) => (failFirst && body.includes('"step":1') ? 503 : 204);
    await record(shipper, "order.created", orderA, { step: 1 });
    await record(shipper, "order.status_changed", orderA, { step: 2 });
    await record(shipper, "order.created", orderB, { step: 3 });
    await deliverDueWebhooks(context);
    expect(receiver.received.map((got) => JSON.parse(got.body).data.step as number).sort()).toEqual([1, 3]);
    clock.advance(5_000);
    await deliverDueWebhooks(context);
    expect(receiver.received.map((got) => JSON.parse(got.body).data.step as number)).not.toContain(2);
    failFirst = false;
    clock.advance(10_000);
    await deliverDueWebhooks(context);
    const steps = receiver.received.map((got) => JSON.parse(got.body).data.step as number);
    expect(steps.filter((step) => step !== 3)).toEqual([1, 1, 1, 2]);
  });

  it("fans out and sends each event once while two instances run rounds at the same time", async () => {
    const shipper = await newShipper();
    const endpoint = await newEndpoint(shipper);
    const second = connectDatabase(testApp.database.url);
    try {
      const eventIds = [];
      for (let index = 0; index < 40; index += 1) {
        eventIds.push(await record(shipper, "order.created", index % 2 === 0 ? null : orderIds++));
      }
      const other: WebhookDeliveryContext = { ...context, db: second.db };
      const attempts = await Promise.all([
        deliverDueWebhooks(context),
        deliverDueWebhooks(other),
        deliverDueWebhooks(context),
        deliverDueWebhooks(other),
      ]);
      expect(attempts.reduce((sum, one) => sum + one, 0)).toBe(40);
      expect(receiver.received).toHaveLength(40);
      expect(new Set(receiver.received.map((got) => got.headers["webhook-id"])).size).toBe(40);
      const rows = await testApp.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      expect(rows).toHaveLength(40);
      expect(rows.every((row) => row.attempts === 1 && row.state === "delivered")).toBe(true);
    } finally {
      await second.pool.end();
    }
  });

  it("disables an endpoint failing for three days, gives its delivery up and tells the owner in-app and by e-mail", async () => {
    const shipper = await newShipper();
    const endpoint = await newEndpoint(shipper);
    receiver.answer = () => 500;
    await record(shipper, "order.created", orderIds++);
    const start = clock.now().getTime();
    while (clock.now().getTime() - start <= 3 * 86_400_000) {
      await deliverDueWebhooks(context);
      clock.advance(3 * 3_600_000);
    }
    const listed = await callAs(testApp, shipper.owner, "GET", "/company/webhook-endpoints");
    expect((listed.json() as Schemas["WebhookEndpoint"][])[0]).toMatchObject({
      id: endpoint.id,
      state: "failing_disabled",
    });
    const [delivery] = await deliveryLog(shipper, endpoint.id);
    expect(delivery?.state).toBe("failed");
    const sent = receiver.received.length;
    await record(shipper, "order.created", orderIds++);
    clock.advance(60_000);
    await deliverDueWebhooks(context);
    expect(receiver.received).toHaveLength(sent);
    const inApp = await testApp.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, shipper.owner.userId), eq(messages.title, "A webhook endpoint was disabled")));
    expect(inApp).toHaveLength(1);
    const mails = await testApp.database.db.select().from(outbox).where(eq(outbox.purpose, "webhook-endpoint-disabled"));
    expect(mails.filter((mail) => mail.userId === shipper.owner.userId)).toHaveLength(1);
  });

  it("redelivers a delivery now with the same webhook-id, and 404s another endpoint's or company's", async () => {
    const shipper = await newShipper();
    const endpoint = await newEndpoint(shipper);
    const eventId = await record(shipper, "order.created", orderIds++);
    await deliverDueWebhooks(context);
    const [first] = await deliveryLog(shipper, endpoint.id);
    const url = `/company/webhook-endpoints/${endpoint.id}/deliveries/${first?.id}/attempts`;
    const again = await callAs(testApp, shipper.owner, "POST", url);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ state: "delivered", attempts: 2, webhookId: `evt_${eventId}` });
    expect(receiver.received.map((got) => got.headers["webhook-id"])).toEqual([`evt_${eventId}`, `evt_${eventId}`]);
    expect(receiver.received.every((got) => got.verified !== null)).toBe(true);
    const stranger = await newShipper();
    expect((await callAs(testApp, stranger.owner, "POST", url)).statusCode).toBe(404);
    const missing = `/company/webhook-endpoints/${endpoint.id}/deliveries/999999/attempts`;
    expect((await callAs(testApp, shipper.owner, "POST", missing)).statusCode).toBe(404);
  });
});
