import { dockDoorRefusal } from "@freight/domain/orders/dock-door";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema/index.js";
import { naughtyStrings } from "./naughty-strings.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let customer: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  customer = await createSignedInUser(testApp);
  admin = await createStaffUser(testApp, { staffRole: "admin" });
});
afterAll(() => testApp.close());

let week = 0;
/** An order at Reno whose driver checked in (early, so the arrival waits at the gate), with or without texts. */
async function bookAndCheckIn(
  phone: string,
  { smsConsent = true }: { smsConsent?: boolean } = {},
): Promise<{ order: Order; date: string }> {
  week += 1;
  const reno = catalogue.hub("reno");
  const date = addLocalDays("2034-05-01", 7 * week);
  const booked = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, date, 9),
    quantity: 2,
    driverName: "Dana Driver",
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const order = booked.json() as Order;
  const checkedIn = await testApp.app.inject({
    method: "PATCH",
    url: "/driver-check-in",
    payload: {
      checkInCode: order.checkInCode,
      driverName: "Rita Road",
      driverPhone: phone,
      truckNumber: "T-1",
      trailerNumber: "",
      smsConsent,
    },
  });
  expect(checkedIn.statusCode, checkedIn.body).toBe(200);
  return { order, date };
}

async function setStatus(order: Order, status: string, note?: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${order.id}/status`,
    headers: admin.headers,
    payload: { status, ...(note ? { note } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The gate accepts the order and lets the truck in: it is at the hub. */
async function atHub(phone: string, options?: { smsConsent?: boolean }) {
  const booked = await bookAndCheckIn(phone, options);
  await setStatus(booked.order, "accepted");
  await setStatus(booked.order, "arrivedToHub");
  return booked;
}

function assignDoor(order: Order, door: unknown, as: SignedInUser = admin) {
  return testApp.app.inject({
    method: "PUT",
    url: `/staff/orders/${order.id}/door`,
    headers: as.headers,
    payload: { door },
  });
}

async function doorTextsOf(order: Order) {
  return testApp.database.db
    .select({ recipient: outbox.recipient, body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.orderId, order.id), eq(outbox.purpose, "driverDoorAssigned")))
    .orderBy(asc(outbox.id));
}

describe("the dock door of an order at the hub", () => {
  it("gives the door, texts the consenting driver with the hub's time, and shows it on the order, gate and dock day", async () => {
    const { order, date } = await atHub("(555) 020-3001");
    const assigned = await assignDoor(order, " 7 ");
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json() as Order).door).toBe("7");
    expect((assigned.json() as Order).driverSmsConsentAt).toEqual(expect.any(String));
    const texts = await doorTextsOf(order);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.recipient).toBe("+15550203001");
    expect(texts[0]?.body).toMatch(
      new RegExp(
        `^Go to door 7 at Reno — \\d{2} \\w{3}, \\d{4}, \\d{1,2}:\\d{2} [AP]M P[SD]T \\(order ${order.number}\\)\\. Reply STOP`,
      ),
    );

    const reno = catalogue.hub("reno");
    const gate = await testApp.app.inject({
      url: `/staff/hubs/${reno.id}/gate?date=${date}`,
      headers: admin.headers,
    });
    expect(gate.statusCode, gate.body).toBe(200);
    const onGate = (gate.json() as { checkedIn: { id: number; door: string | null }[] }).checkedIn;
    expect(onGate.find((entry) => entry.id === order.id)?.door).toBe("7");
    const dock = await testApp.app.inject({
      url: `/staff/hubs/${reno.id}/schedule?date=${date}`,
      headers: admin.headers,
    });
    expect(dock.statusCode, dock.body).toBe(200);
    const dockOrders = (
      dock.json() as { slots: { orders: { id: number; door: string | null }[] }[] }
    ).slots.flatMap((slot) => slot.orders);
    expect(dockOrders.find((entry) => entry.id === order.id)?.door).toBe("7");
    // The customer's order shows it too.
    const mine = await testApp.app.inject({ url: `/order/${order.id}`, headers: customer.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Order).door).toBe("7");
    // And the driver's own page, looked up with the check-in code.
    const driverPage = await testApp.app.inject({
      url: "/driver-check-in",
      query: { checkincode: order.checkInCode ?? "" },
    });
    expect(driverPage.statusCode, driverPage.body).toBe(200);
    expect((driverPage.json() as { door: string | null }).door).toBe("7");
  });

  it("lets a truck in to its door in one call: the door is stored with the arrival and the driver hears the door", async () => {
    const { order } = await bookAndCheckIn("(555) 020-3012");
    await setStatus(order, "accepted");
    const badDoor = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "arrivedToHub", door: "<7>" },
    });
    expect(badDoor.statusCode).toBe(400);
    const notLetIn = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "inProgress", door: "3" },
    });
    expect(notLetIn.statusCode).toBe(400);
    expect((notLetIn.json() as { message: string }).message).toMatch(/A door goes with letting the truck in/);
    const unchanged = await testApp.app.inject({ url: `/order/${order.id}`, headers: customer.headers });
    expect(unchanged.json()).toMatchObject({ status: "accepted", door: null });

    const letIn = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: "arrivedToHub", door: "3" },
    });
    expect(letIn.statusCode, letIn.body).toBe(200);
    expect(letIn.json()).toMatchObject({ status: "arrivedToHub", door: "3" });
    const texts = await testApp.database.db
      .select({ purpose: outbox.purpose, body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.channel, "sms")));
    expect(texts.map((text) => text.purpose)).toEqual(["driverDoorAssigned"]);
    expect(texts[0]?.body).toMatch(/^Go to door 3 at Reno — /);
    // The same door again is no news.
    expect((await assignDoor(order, "3")).statusCode).toBe(200);
    expect(await doorTextsOf(order)).toHaveLength(1);
  });

  it("texts again for another door, and not for the same door again", async () => {
    const { order } = await atHub("(555) 020-3002");
    expect((await assignDoor(order, "7")).statusCode).toBe(200);
    const moved = await assignDoor(order, "B-12");
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Order).door).toBe("B-12");
    const same = await assignDoor(order, "  B-12 ");
    expect(same.statusCode, same.body).toBe(200);
    expect((same.json() as Order).door).toBe("B-12");
    const texts = await doorTextsOf(order);
    expect(texts.map((text) => /^Go to door (\S+)/.exec(text.body)?.[1])).toEqual(["7", "B-12"]);
    // A door can still be changed while the truck is worked on.
    await setStatus(order, "inProgress");
    expect((await assignDoor(order, "Dock 3")).statusCode).toBe(200);
    expect(await doorTextsOf(order)).toHaveLength(3);
  });

  it("texts no driver who did not agree, nor a number that answered STOP", async () => {
    const silent = await atHub("(555) 020-3003", { smsConsent: false });
    const silentDoor = await assignDoor(silent.order, "4");
    expect(silentDoor.statusCode).toBe(200);
    // The order says whether the driver agreed: staff see why no text went.
    expect((silentDoor.json() as Order).driverSmsConsentAt).toBeNull();
    expect(await doorTextsOf(silent.order)).toEqual([]);

    const stop = await testApp.app.inject({
      method: "POST",
      url: "/sms/inbound",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        MessageSid: "SM1",
        From: "+15550203004",
        To: "+15005550006",
        Body: "STOP",
      }).toString(),
    });
    expect(stop.statusCode).toBe(200);
    const stopped = await atHub("(555) 020-3004");
    expect((await assignDoor(stopped.order, "5")).statusCode).toBe(200);
    expect(await doorTextsOf(stopped.order)).toEqual([]);
  });

  it("refuses, in words, a door for a truck that is not at the hub: still at the gate, done or cancelled", async () => {
    const waiting = await bookAndCheckIn("(555) 020-3005");
    const atGate = await assignDoor(waiting.order, "7");
    expect(atGate.statusCode).toBe(409);
    expect((atGate.json() as { message: string }).message).toBe(
      `Order ${waiting.order.number}'s truck is not at the hub (the order is not accepted yet): a door is given once the gate has let it in`,
    );
    await setStatus(waiting.order, "accepted");
    expect((await assignDoor(waiting.order, "7")).statusCode).toBe(409);

    const done = await atHub("(555) 020-3006");
    await setStatus(done.order, "inProgress");
    await setStatus(done.order, "processed");
    const afterDone = await assignDoor(done.order, "7");
    expect(afterDone.statusCode).toBe(409);
    expect((afterDone.json() as { message: string }).message).toMatch(/is processed/);

    const cancelled = await bookAndCheckIn("(555) 020-3007");
    await setStatus(cancelled.order, "cancelled", "The customer called");
    const afterCancel = await assignDoor(cancelled.order, "7");
    expect(afterCancel.statusCode).toBe(409);
    expect((afterCancel.json() as { message: string }).message).toMatch(/is cancelled/);
    for (const one of [waiting, done, cancelled]) expect(await doorTextsOf(one.order)).toEqual([]);
  });

  it("answers a naughty door 400 in words, and changes nothing", async () => {
    const { order } = await atHub("(555) 020-3008");
    const doors: unknown[] = [
      "",
      "   ",
      "12345678901",
      "<b>7</b>",
      "7\n8",
      "-7",
      "７",
      "7\u0000",
      "x".repeat(41),
      7,
      null,
      ["7"],
      ...naughtyStrings().filter((text) => dockDoorRefusal(text) !== null),
    ];
    for (const door of doors) {
      const response = await assignDoor(order, door);
      expect(response.statusCode, `${JSON.stringify(door)}: ${response.body}`).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/[a-z]{3,}/);
    }
    const extra = await testApp.app.inject({
      method: "PUT",
      url: `/staff/orders/${order.id}/door`,
      headers: admin.headers,
      payload: { door: "7", notify: false },
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await assignDoor({ ...order, id: 999_999 }, "7");
    expect(unknown.statusCode).toBe(404);
    const read = await testApp.app.inject({ url: `/order/${order.id}`, headers: customer.headers });
    expect((read.json() as Order).door).toBeNull();
    expect(await doorTextsOf(order)).toEqual([]);
  });

  it("ends 20 parallel assignments of one door with that door and one text", async () => {
    const { order } = await atHub("(555) 020-3009");
    const answers = await Promise.all(Array.from({ length: 20 }, () => assignDoor(order, "9")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await doorTextsOf(order)).toHaveLength(1);
  });

  it("ends 20 parallel assignments of different doors with one door, texting no more than the changes", async () => {
    const { order } = await atHub("(555) 020-3010");
    const doors = Array.from({ length: 20 }, (_, index) => String((index % 4) + 1));
    const answers = await Promise.all(doors.map((door) => assignDoor(order, door)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const read = await testApp.app.inject({ url: `/order/${order.id}`, headers: customer.headers });
    const finalDoor = (read.json() as Order).door;
    expect(["1", "2", "3", "4"]).toContain(finalDoor);
    const texts = await doorTextsOf(order);
    expect(texts.length).toBeGreaterThanOrEqual(1);
    expect(texts.length).toBeLessThanOrEqual(20);
    for (const text of texts) expect(text.body).toMatch(/^Go to door [1-4] at Reno — /);
  });

  it("is for the hub's dispatchers and admins: finance and customers are refused, another hub's dispatcher sees no order", async () => {
    const { order } = await atHub("(555) 020-3011");
    const reno = catalogue.hub("reno");
    const denver = catalogue.hub("denver");
    const finance = await createStaffUser(testApp, { staffRole: "finance" });
    const elsewhere = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [denver.id] });
    const renoDispatcher = await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [reno.id] });
    expect((await assignDoor(order, "7", finance)).statusCode).toBe(403);
    expect((await assignDoor(order, "7", customer)).statusCode).toBe(403);
    const otherHub = await assignDoor(order, "7", elsewhere);
    expect(otherHub.statusCode).toBe(404);
    expect((otherHub.json() as { message: string }).message).toBe(`Order ${order.id} was not found`);
    const visitor = await testApp.app.inject({
      method: "PUT",
      url: `/staff/orders/${order.id}/door`,
      payload: { door: "7" },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await doorTextsOf(order)).toEqual([]);
    const byDispatcher = await assignDoor(order, "7", renoDispatcher);
    expect(byDispatcher.statusCode, byDispatcher.body).toBe(200);
    expect(await doorTextsOf(order)).toHaveLength(1);
  });
});
