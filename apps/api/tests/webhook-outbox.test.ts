import { addLocalDays } from "@freight/domain/time/zoned-time";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, webhookEvents } from "../src/db/schema/index.js";
import { recordStatusChange } from "../src/orders/order-lifecycle-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { addCompanyMember, callAs, createCompany } from "./company-fixtures.js";
import { loadCatalogue, slotAt, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The webhook outbox: every change a company's systems may hear of is written once, in the transaction that made
// it; none for a person's own account and none for a change rolled back.

let testApp: TestApp;
let catalogue: Catalogue;
let booker: SignedInUser;
let staff: SignedInUser;
let company: Schemas["Company"];
let accountUserId: number;
let week = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  const owner = await createSignedInUser(testApp);
  company = await createCompany(testApp, owner, "Outbox Freight LLC");
  booker = await addCompanyMember(testApp, company.id, "booker");
  staff = await createStaffUser(testApp, { staffRole: "admin" });
});
afterAll(() => testApp.close());

async function book(user: SignedInUser): Promise<{ id: number; number: string }> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await callAs(testApp, user, "POST", "/order", {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2035-03-01", 7 * week), 9),
    quantity: 4,
    driverName: "Dana Driver",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; number: string };
}

async function eventsOf(orderId: number) {
  return testApp.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(asc(webhookEvents.id));
}

describe("the webhook outbox", () => {
  it("writes order.created for a company's booking, with the company's account, and nothing for a person's own", async () => {
    const order = await book(booker);
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.type)).toEqual(["order.created"]);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    accountUserId = row?.customerId ?? 0;
    expect(events[0]).toMatchObject({
      accountUserId,
      payload: { order: { id: order.id, number: order.number }, from: null, to: "new" },
    });
    const person = await createSignedInUser(testApp);
    const own = await book(person);
    expect(await eventsOf(own.id)).toEqual([]);
  });

  it("writes one status change per change under 20 parallel cancels, with order.cancelled", async () => {
    const order = await book(booker);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callAs(testApp, booker, "PATCH", "/order-cancel", { id: order.id })),
    );
    expect(
      answers.filter((answer) => answer.statusCode === 200),
      answers
        .map((answer) => `${answer.statusCode} ${answer.body.slice(0, 120)}`)
        .slice(0, 3)
        .join("\n"),
    ).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.type)).toEqual([
      "order.created",
      "order.status_changed",
      "order.cancelled",
    ]);
    expect(events[1]?.payload).toMatchObject({ from: "new", to: "cancelledByUser" });
    // The moment on the hub's clock, with its zone's abbreviation, beside the UTC one.
    expect((events[1]?.payload as { atHubTime: string }).atHubTime).toMatch(
      /^\d{2} \w{3}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}$/,
    );
  });

  it("writes the hub's status change and an issued invoice, and nothing for a draft", async () => {
    const order = await book(booker);
    const accepted = await callAs(testApp, staff, "POST", `/staff/orders/${order.id}/status`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const draft = await callAs(testApp, staff, "POST", `/staff/orders/${order.id}/invoices`, {
      amount: 1_000,
      description: "Storage",
      draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const issued = await callAs(testApp, staff, "POST", `/staff/orders/${order.id}/invoices`, {
      amount: 4_200,
      description: "Overnight storage",
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json() as Schemas["Invoice"];
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.type)).toEqual([
      "order.created",
      "order.status_changed",
      "invoice.issued",
    ]);
    expect(events[2]?.payload).toMatchObject({ invoice: { id: invoice.id, amountCents: 4_200 } });
  });

  it("writes nothing for a change whose transaction is rolled back", async () => {
    const order = await book(booker);
    const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error("no order");
    await expect(
      testApp.database.db.transaction(async (tx) => {
        await recordStatusChange(
          tx,
          row,
          OrderStatus.New,
          OrderStatus.Accepted,
          { kind: OrderActor.Staff },
          "",
          new Date(),
        );
        expect(
          (await tx.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id))).length,
        ).toBe(2);
        throw new Error("killed before the commit");
      }),
    ).rejects.toThrow("killed before the commit");
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(["order.created"]);
  });
});
