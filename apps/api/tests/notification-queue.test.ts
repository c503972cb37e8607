import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import type { Notification, Transport } from "../src/notifications/notifier.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";
import { pdfText } from "./pdf-text.js";
import { waitFor } from "./wait-for.js";

const fastClock = {
  cronMonitorIntervalSeconds: 1,
  cronWorkerIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  queuedRetryLimit: 2,
};

/** An SMTP stand-in that refuses while `failures` lasts (or always for one recipient) and records deliveries. */
function flakyEmail() {
  const delivered: Notification[] = [];
  const state = { failures: 0, alwaysFailFor: "" };
  const transport: Transport = {
    name: "smtp",
    deliver: async (message) => {
      if (message.to === state.alwaysFailFor) throw new Error("550 mailbox unavailable");
      if (state.failures > 0) {
        state.failures -= 1;
        throw new Error("421 service not available");
      }
      delivered.push(message);
      return `<${delivered.length}@smtp.test>`;
    },
  };
  return { transport, delivered, state };
}

let testApp: TestApp;
let second: { app: FastifyInstance; close(): Promise<void> };
let catalogue: Catalogue;
const email = flakyEmail();
let week = 0;

beforeAll(async () => {
  const accounts = { transports: { email: email.transport } };
  testApp = await createTestApp({ accounts, backgroundJobs: { timing: fastClock } });
  // A second instance works the same queue: a message must still go out once.
  second = await createSecondInstance(testApp, { accounts, backgroundJobs: { timing: fastClock } });
  catalogue = await loadCatalogue(testApp);
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

function book(customer: SignedInUser) {
  week += 1;
  const reno = catalogue.hub("reno");
  return bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2035-01-01", 7 * week), 9),
    quantity: 2,
  });
}

async function outboxOf(customer: SignedInUser) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, customer.email), eq(outbox.purpose, "order-update")));
}

describe("order updates by e-mail through the background queue", () => {
  it("answers the booking at once, then delivers the e-mail once, retrying while the provider refuses", async () => {
    const customer = await createSignedInUser(testApp);
    // Two refusals, then the third and last try goes through.
    email.state.failures = 2;
    const booked = await book(customer);
    expect(booked.statusCode).toBe(201);
    expect((await outboxOf(customer)).map((row) => row.status)).toEqual(["queued"]);

    await waitFor(async () => (await outboxOf(customer))[0]?.status === "sent", 20_000);
    const mine = () => email.delivered.filter((message) => message.to === customer.email);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]?.text).toMatch(/is booked/);
    // The branded e-mail: an HTML part and the booking's calendar entry, kept in the outbox only until sent.
    expect(mine()[0]?.html).toContain("Booking confirmed: order");
    expect(mine()[0]?.attachments?.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^order-.+\.ics$/),
    ]);
    expect(mine()[0]?.attachments?.[0]?.content).toMatch(/^BEGIN:VCALENDAR\r\n/);
    // Nothing more arrives later from either instance, and the text no longer sits in the database.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mine()).toHaveLength(1);
    const [delivery] = await outboxOf(customer);
    expect(delivery).toMatchObject({ body: "", html: "", attachments: [] });
    // The delivery record staff read on the order: three tries, the provider's id, the order it is about.
    expect(delivery).toMatchObject({
      attempts: 3,
      orderId: (booked.json() as { id: number }).id,
      error: "421 service not available",
    });
    expect(delivery?.providerMessageId).toMatch(/@smtp\.test>$/);
    expect(delivery?.sentAt).toBeInstanceOf(Date);
  }, 30_000);

  it("marks a message failed for good after its last try, keeping no text of it", async () => {
    const customer = await createSignedInUser(testApp);
    email.state.alwaysFailFor = customer.email;
    expect((await book(customer)).statusCode).toBe(201);
    // Three tries, about 1–2 and 2–4 s apart.
    await waitFor(async () => (await outboxOf(customer))[0]?.status === "failed", 20_000);
    expect(email.delivered.filter((message) => message.to === customer.email)).toHaveLength(0);
    expect((await outboxOf(customer))[0]).toMatchObject({
      body: "",
      attempts: 3,
      error: "550 mailbox unavailable",
      providerMessageId: "",
      sentAt: null,
    });
    // Every failed try counts in the metrics, on whichever instance ran it: at least these three and the two above.
    let failedTries = 0;
    for (const app of [testApp.app, second.app]) {
      const scrape = await app.inject({ method: "GET", url: "/metrics" });
      const counted = /notification_delivery_failures_total\{channel="email"\} (\d+)/.exec(scrape.body);
      failedTries += Number(counted?.[1]);
    }
    expect(failedTries).toBeGreaterThanOrEqual(5);
  }, 30_000);

  it("queues a staff call's order update only once its transaction commits, so the job finds the message", async () => {
    const customer = await createSignedInUser(testApp);
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const booked = await book(customer);
    expect(booked.statusCode).toBe(201);
    await waitFor(async () => (await outboxOf(customer))[0]?.status === "sent", 20_000);
    // The audit entry, the last write of the call, takes 3 s: a job queued before the commit would run in
    // that time, find no message (not yet visible) and end, leaving the update queued for good.
    const { db } = testApp.database;
    await db.execute(
      sql.raw(`create or replace function slow_marked_audit_entry() returns trigger language plpgsql as $$
        begin
          if new.reason = 'slow audit entry' then perform pg_sleep(3); end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create or replace trigger slow_marked_audit_entry before insert on staff_audit_log
          for each row execute function slow_marked_audit_entry()`,
    );
    const { id } = booked.json() as { id: number };
    const accepted = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${id}/status`,
      headers: admin.headers,
      payload: { status: "accepted", note: "slow audit entry" },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await waitFor(async () => (await outboxOf(customer)).every((row) => row.status === "sent"), 20_000);
    const updates = email.delivered.filter((message) => message.to === customer.email);
    expect(updates).toHaveLength(2);
    expect(updates[1]?.text).toMatch(/accepted/i);
  }, 40_000);

  it("carries an invoice's PDF through the queue in base64, and keeps none of it once sent", async () => {
    const customer = await createSignedInUser(testApp);
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    const booked = await book(customer);
    expect(booked.statusCode).toBe(201);
    const { id } = booked.json() as { id: number };
    const issued = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${id}/invoices`,
      headers: finance.headers,
      payload: { amount: 5_150 },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const { number } = issued.json() as { number: string };
    await waitFor(async () => (await outboxOf(customer)).every((row) => row.status === "sent"), 20_000);
    const invoiceMail = email.delivered.find(
      (message) => message.to === customer.email && message.subject === `Invoice ${number}`,
    );
    const pdf = invoiceMail?.attachments?.find((file) => file.contentType === "application/pdf");
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, encoding: "base64" });
    const text = pdfText(Buffer.from(pdf?.content ?? "", "base64"));
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain("$51.50");
    for (const row of await outboxOf(customer)) expect(row).toMatchObject({ body: "", attachments: [] });
  }, 40_000);
});
