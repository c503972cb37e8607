import { createHmac } from "node:crypto";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outbox, smsOptOuts } from "../src/db/schema/index.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let customer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp, { staffRole: "admin" });
});
afterAll(() => testApp.close());

let week = 0;
async function book(): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2034-02-06", 7 * week), 9),
    quantity: 2,
    driverName: "Dana Driver",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Order;
}

/** The driver checks in (early: the slot is years away, so the arrival waits at the gate). */
async function checkIn(order: Order, driverPhone: string, smsConsent?: boolean) {
  const response = await testApp.app.inject({
    method: "PATCH",
    url: "/driver-check-in",
    payload: {
      checkInCode: order.checkInCode,
      driverName: "Rita Road",
      driverPhone,
      truckNumber: "T-1",
      trailerNumber: "",
      ...(smsConsent === undefined ? {} : { smsConsent }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The gate: accept the order, then let the early driver in (the truck is called in). */
async function callIn(order: Order) {
  for (const status of ["accepted", "arrivedToHub"]) {
    const response = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: staff.headers,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function driverTextsOf(order: Order) {
  return testApp.database.db
    .select({ recipient: outbox.recipient, body: outbox.body, purpose: outbox.purpose, status: outbox.status })
    .from(outbox)
    .where(and(eq(outbox.orderId, order.id), eq(outbox.channel, "sms")));
}

function smsReply(from: string, body: string, headers: Record<string, string> = {}, app = testApp.app) {
  return app.inject({
    method: "POST",
    url: "/sms/inbound",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams({ MessageSid: "SM123", From: from, To: "+15005550006", Body: body }).toString(),
  });
}

describe("the driver's text when the gate calls the truck in", () => {
  it("texts a driver who agreed on the check-in page, with the hub's time and the way to stop", async () => {
    const order = await book();
    await checkIn(order, "(555) 010-2001", true);
    const [stored] = await testApp.database.db
      .select({ consentAt: orders.driverSmsConsentAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored?.consentAt).toBeInstanceOf(Date);
    await callIn(order);
    const texts = await driverTextsOf(order);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ recipient: "+15550102001", purpose: "driverCalledIn", status: "sent" });
    expect(texts[0]?.body).toMatch(/^Reno: order FB-\d+, you are called in at .+ (PST|PDT): drive to the dock\. Reply STOP/);
    // Staff read the order's deliveries; the customer may not.
    const listed = await testApp.app.inject({
      method: "GET",
      url: `/staff/orders/${order.id}/messages`,
      headers: staff.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const items = (listed.json() as { items: { channel: string; purpose: string; status: string; attempts: number }[] })
      .items;
    expect(items[0]).toMatchObject({ channel: "sms", purpose: "driverCalledIn", status: "sent", attempts: 1 });
    expect(items.some((item) => item.channel === "email" && item.purpose === "order-update")).toBe(true);
    const asCustomer = await testApp.app.inject({
      method: "GET",
      url: `/staff/orders/${order.id}/messages`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("sends nothing to a driver who left the box unticked, or unticked it on a second check-in", async () => {
    const silent = await book();
    await checkIn(silent, "(555) 010-2002");
    await callIn(silent);
    expect(await driverTextsOf(silent)).toEqual([]);

    const changedMind = await book();
    await checkIn(changedMind, "(555) 010-2003", true);
    await checkIn(changedMind, "(555) 010-2003", false);
    await callIn(changedMind);
    expect(await driverTextsOf(changedMind)).toEqual([]);
  });

  it("sends no more texts to a number that answered STOP, and again after START", async () => {
    expect((await smsReply("+15550102004", " stop ")).statusCode).toBe(200);
    // Twilio retries a reply it did not see answered: the second STOP changes nothing.
    const again = await smsReply("+15550102004", "STOP");
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toMatch(/^text\/xml/);
    const stopped = await book();
    await checkIn(stopped, "555-010-2004", true);
    await callIn(stopped);
    expect(await driverTextsOf(stopped)).toEqual([]);

    expect((await smsReply("+15550102004", "START")).statusCode).toBe(200);
    const restarted = await book();
    await checkIn(restarted, "555-010-2004", true);
    await callIn(restarted);
    expect((await driverTextsOf(restarted)).map((text) => text.purpose)).toEqual(["driverCalledIn"]);
  });

  it("takes any other reply as nothing, and refuses a From that is no number in words", async () => {
    expect((await smsReply("+15550102005", "stop please")).statusCode).toBe(200);
    const optOuts = await testApp.database.db
      .select()
      .from(smsOptOuts)
      .where(eq(smsOptOuts.phoneNumber, "+15550102005"));
    expect(optOuts).toEqual([]);
    const refused = await smsReply("robert'); drop table orders;--", "STOP");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "From must be a phone number" });
  });
});

describe("the inbound webhook with Twilio configured", () => {
  let twilioApp: TestApp;
  const authToken = "test-auth-token";
  beforeAll(async () => {
    twilioApp = await createTestApp({
      env: { TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: "+15005550006" },
    });
  });
  afterAll(() => twilioApp.close());

  const signatureOf = (fields: Record<string, string>) =>
    createHmac("sha1", authToken)
      .update(
        Object.keys(fields)
          .sort()
          .reduce((text, name) => `${text}${name}${fields[name]}`, `${testApiUrl}/sms/inbound`),
      )
      .digest("base64");

  it("records a STOP signed with the auth token and refuses an unsigned or forged one", async () => {
    const fields = { MessageSid: "SM123", From: "+15550102006", To: "+15005550006", Body: "STOP" };
    expect((await smsReply("+15550102006", "STOP", {}, twilioApp.app)).statusCode).toBe(400);
    const forged = await smsReply("+15550102006", "STOP", { "x-twilio-signature": signatureOf({ ...fields, Body: "START" }) }, twilioApp.app);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: "The X-Twilio-Signature header does not sign this request" });
    const signed = await smsReply("+15550102006", "STOP", { "x-twilio-signature": signatureOf(fields) }, twilioApp.app);
    expect(signed.statusCode, signed.body).toBe(200);
    const optOuts = await twilioApp.database.db
      .select({ phoneNumber: smsOptOuts.phoneNumber })
      .from(smsOptOuts);
    expect(optOuts).toEqual([{ phoneNumber: "+15550102006" }]);
  });
});
