import { canTransition, type OrderActor } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { todayIn } from "@freight/domain/time/time-slots";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestClock } from "./test-clock.js";
import { createTestApp, type TestApp } from "./test-app.js";

/*
 * Issue 36: check-in fits the booking. A hub's check-in window (default: 2 hours before the slot to its end)
 * decides whether a driver's check-in lets them in; outside it, or before the hub accepted the order, the arrival
 * is recorded and waits for the gate. Every reader (the gate board, the timeline, the customer's messages, the
 * driver's page) shows the one arrival record, and the state is decided on rows locked by the transaction that acts.
 */

type CheckIn = Schemas["DriverCheckIn"];
type TimelineEntry = Schemas["OrderStatusChange"];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let staff: SignedInUser;
let reno: { id: number; timeZone: string };
/** The clock the orders feature (check-in, accept, gate) judges by; reset to now before each test. */
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({
    orders: { now: clock.now },
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
  reno = catalogue.hub("reno");
});
afterAll(() => testApp.close());
beforeEach(clock.reset);

let week = 0;
/** A Cross-Dock order in Reno's 9 AM slot of a later week each time (Reno's clock: PST in January). */
async function book(hub: { id: number; timeZone: string } = reno): Promise<Order> {
  week += 1;
  const response = await bookJson(testApp, alice, {
    hubId: hub.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(hub, addLocalDays("2032-01-05", 7 * week), 9),
    quantity: 4,
    driverName: "Dana Driver",
    driverPhone: "+1 909 555 0177",
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function staffMove(orderId: number, status: OrderStatus) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${orderId}/status`,
    headers: staff.headers,
    payload: { status },
  });
}

async function accept(orderId: number): Promise<void> {
  const response = await staffMove(orderId, "accepted");
  expect(response.statusCode, response.body).toBe(200);
}

function checkIn(code: string, truckNumber = "T-1") {
  return testApp.app.inject({
    method: "PATCH",
    url: "/driver-check-in",
    payload: {
      checkInCode: code,
      driverName: "Rita Road",
      driverPhone: "+15550001111",
      truckNumber,
      trailerNumber: "R-2",
    },
  });
}

async function checkedIn(code: string, truckNumber = "T-1"): Promise<CheckIn> {
  const response = await checkIn(code, truckNumber);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CheckIn;
}

async function timeline(orderId: number): Promise<TimelineEntry[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}/timeline`,
    headers: alice.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TimelineEntry[];
}

async function gateBoard(hubId: number, date: string): Promise<Schemas["GateBoard"]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/staff/hubs/${hubId}/gate?date=${date}`,
    headers: staff.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas["GateBoard"];
}

async function detail(code: string): Promise<Schemas["DriverOrderInfo"]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/driver-check-in-detail?checkincode=${code}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Schemas["DriverOrderInfo"];
}

async function messagesAbout(number: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/users/me/messages",
    headers: alice.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["MessageList"]).items
    .map((message) => message.text)
    .filter((text) => text.includes(number));
}

const at = (order: Order, offsetMs: number) => new Date(Date.parse(order.timeFrom) + offsetMs);
const arrivalsOf = (entries: TimelineEntry[]) => entries.filter((entry) => entry.note.includes("checked in"));

/** Every status change of the timeline is one the transition table allows its actor; the booking comes first. */
function expectValidTimeline(entries: TimelineEntry[]): void {
  expect(entries[0]).toMatchObject({ fromStatus: null, toStatus: "new" });
  let status: OrderStatus = "new";
  for (const entry of entries.slice(1)) {
    expect(entry.fromStatus).toBe(status);
    if (entry.toStatus !== entry.fromStatus) {
      expect(canTransition(status, entry.toStatus, entry.actor as OrderActor), JSON.stringify(entry)).toBe(
        true,
      );
    }
    status = entry.toStatus;
  }
}

describe("the check-in window", () => {
  it("opens 2 hours before the slot and closes at its end, by default; the driver's answers say so", async () => {
    const order = await book();
    const answer = (await (
      await testApp.app.inject({ method: "GET", url: `/driver-check-in?checkincode=${order.checkInCode}` })
    ).json()) as CheckIn;
    expect(answer).toMatchObject({
      hubName: "Reno",
      hubTimeZone: reno.timeZone,
      hubPhone: "+1 (775) 555-0116",
      checkInOpensAt: new Date(Date.parse(order.timeFrom) - 2 * HOUR).toISOString(),
      checkInClosesAt: new Date(Date.parse(order.timeTo)).toISOString(),
      arrival: null,
    });
  });

  it("early: five days before the slot an accepted order's driver is recorded as an early arrival; the gate lets them in", async () => {
    const order = await book();
    await accept(order.id);
    clock.set(at(order, -5 * DAY));
    const early = await checkedIn(order.checkInCode);
    expect(early).toMatchObject({
      status: "accepted",
      truckNumber: "T-1",
      trailerNumber: "R-2",
      checkedInAt: clock.now().toISOString(),
      arrival: { arrivedAt: clock.now().toISOString(), timing: "early", waitingFor: "letIn" },
    });
    const [entry] = arrivalsOf(await timeline(order.id)).slice(-1);
    // In hub time with the zone's abbreviation, never UTC.
    expect(entry).toMatchObject({ fromStatus: "accepted", toStatus: "accepted", actor: "driver" });
    expect(entry?.note).toMatch(/early: check-in opens \d{2} \w{3}, 2032, 7:00 AM PST/);

    clock.advance(10 * 60_000);
    const letIn = await staffMove(order.id, "arrivedToHub");
    expect(letIn.statusCode, letIn.body).toBe(200);
    const after = await detail(order.checkInCode);
    // The arrival stays the driver's own check-in time; nothing waits any more.
    expect(after).toMatchObject({
      status: "arrivedToHub",
      arrival: { arrivedAt: early.checkedInAt, timing: "early", waitingFor: null },
    });
  });

  it("on time: an accepted order's driver inside the window arrives at once", async () => {
    const order = await book();
    await accept(order.id);
    clock.set(at(order, -HOUR));
    expect(await checkedIn(order.checkInCode)).toMatchObject({
      status: "arrivedToHub",
      arrival: { timing: "onTime", waitingFor: null },
    });
    const entries = await timeline(order.id);
    expectValidTimeline(entries);
    expect(entries.at(-1)).toMatchObject({
      fromStatus: "accepted",
      toStatus: "arrivedToHub",
      actor: "driver",
    });
    expect(entries.at(-1)?.note).toMatch(/Checked in on .* 8:00 AM PST \(truck T-1, trailer R-2\)/);
  });

  it("on time from the window's first instant, late from the slot's end", async () => {
    const first = await book();
    await accept(first.id);
    clock.set(at(first, -2 * HOUR));
    expect((await checkedIn(first.checkInCode)).status).toBe("arrivedToHub");

    const late = await book();
    await accept(late.id);
    clock.set(late.timeTo);
    expect(await checkedIn(late.checkInCode)).toMatchObject({
      status: "accepted",
      arrival: { timing: "late", waitingFor: "letIn" },
    });
    const [entry] = arrivalsOf(await timeline(late.id)).slice(-1);
    expect(entry?.note).toMatch(/late: check-in closed \d{2} \w{3}, 2032, 12:00 PM PST/);
  });

  it("follows the hub's own window, as the console sets it", async () => {
    const denver = catalogue.hub("denver");
    const hub = await testApp.app.inject({
      method: "GET",
      url: `/staff/hubs/${denver.id}`,
      headers: staff.headers,
    });
    const { version } = hub.json() as Schemas["StaffHub"];
    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/staff/hubs/${denver.id}`,
      headers: staff.headers,
      payload: { version, checkInOpensMinutesBefore: 30, checkInClosesMinutesAfter: 60 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ checkInOpensMinutesBefore: 30, checkInClosesMinutesAfter: 60 });
    const refused = await testApp.app.inject({
      method: "PATCH",
      url: `/staff/hubs/${denver.id}`,
      headers: staff.headers,
      payload: { version: version + 1, checkInOpensMinutesBefore: 20_000 },
    });
    expect(refused.statusCode).toBe(400);

    const tooEarly = await book(denver);
    await accept(tooEarly.id);
    clock.set(at(tooEarly, -HOUR));
    expect((await checkedIn(tooEarly.checkInCode)).arrival).toMatchObject({ timing: "early" });

    const stillOpen = await book(denver);
    await accept(stillOpen.id);
    clock.set(new Date(Date.parse(stillOpen.timeTo) + 45 * 60_000));
    expect(await checkedIn(stillOpen.checkInCode)).toMatchObject({
      status: "arrivedToHub",
      checkInClosesAt: new Date(Date.parse(stillOpen.timeTo) + HOUR).toISOString(),
    });
  });
});

describe("an arrival never skips the hub's acceptance", () => {
  it("not accepted yet: the driver on time waits as 'to accept'; the dispatcher's accept at the gate lets them in", async () => {
    const order = await book();
    clock.set(at(order, -30 * 60_000));
    expect(await checkedIn(order.checkInCode)).toMatchObject({
      status: "new",
      arrival: { timing: "onTime", waitingFor: "accept" },
    });
    const board = await gateBoard(reno.id, todayIn(reno.timeZone, clock.now()));
    expect(board.waiting.find((entry) => entry.id === order.id)?.arrival).toMatchObject({
      waitingFor: "accept",
    });

    const accepted = await staffMove(order.id, "accepted");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "arrivedToHub" });
    const entries = await timeline(order.id);
    expectValidTimeline(entries);
    expect(entries.map((entry) => entry.toStatus)).toEqual(["new", "new", "accepted", "arrivedToHub"]);
    expect(
      (await gateBoard(reno.id, todayIn(reno.timeZone, clock.now()))).checkedIn.map((entry) => entry.id),
    ).toContain(order.id);
  });

  it("an early driver of a new order stays waiting after the accept, now to be let in", async () => {
    const order = await book();
    clock.set(at(order, -5 * DAY));
    await checkedIn(order.checkInCode);
    await accept(order.id);
    expect((await detail(order.checkInCode)).arrival).toMatchObject({ timing: "early", waitingFor: "letIn" });
  });

  it("an early driver who comes back inside the window arrives then (accepted)", async () => {
    const order = await book();
    await accept(order.id);
    clock.set(at(order, -DAY));
    await checkedIn(order.checkInCode);
    clock.set(at(order, -HOUR));
    expect(await checkedIn(order.checkInCode)).toMatchObject({
      status: "arrivedToHub",
      checkedInAt: clock.now().toISOString(),
      arrival: { timing: "onTime", waitingFor: null },
    });
  });

  it("an early driver whose order the hub moves to an earlier slot is on time for the new slot", async () => {
    week += 1;
    const date = addLocalDays("2032-01-05", 7 * week);
    const booked = await bookJson(testApp, alice, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, date, 15),
      quantity: 4,
      driverName: "Dana Driver",
      driverPhone: "+1 909 555 0177",
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json() as Order;
    // 11:30 at the hub: the 3 PM slot's window opens at 1 PM, so the driver is early.
    clock.set(at(order, -3.5 * HOUR));
    expect((await checkedIn(order.checkInCode)).arrival).toMatchObject({
      timing: "early",
      waitingFor: "accept",
    });
    const moved = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/slot`,
      headers: staff.headers,
      payload: { timeFrom: slotAt(reno, date, 12), reason: "The truck is here early; dock 3 is free" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The noon slot's window opened at 10 AM: the same check-in is on time for it, and every reader says so.
    expect((await detail(order.checkInCode)).arrival).toMatchObject({
      timing: "onTime",
      waitingFor: "accept",
    });
    const board = await gateBoard(reno.id, date);
    expect(board.waiting.find((entry) => entry.id === order.id)?.arrival).toMatchObject({ timing: "onTime" });
  });

  it("the staff cannot move a new order straight to arrivedToHub", async () => {
    const order = await book();
    const response = await staffMove(order.id, "arrivedToHub");
    expect(response.statusCode).toBe(409);
  });
});

describe("one arrival record, read by all four", () => {
  it("after one check-in the gate list, the timeline, the customer's messages and the driver's detail all show it", async () => {
    const order = await book();
    clock.set(at(order, -5 * DAY));
    const answer = await checkedIn(order.checkInCode, "TRK-36");

    const board = await gateBoard(reno.id, todayIn(reno.timeZone, clock.now()));
    const onBoard = board.waiting.find((entry) => entry.id === order.id);
    expect(onBoard).toMatchObject({ truckNumber: "TRK-36", trailerNumber: "R-2", status: "new" });
    expect(onBoard?.arrival).toEqual(answer.arrival);

    const driverDetail = await detail(order.checkInCode);
    expect(driverDetail.arrival).toEqual(answer.arrival);
    expect(driverDetail).toMatchObject({
      truckNumber: "TRK-36",
      trailerNumber: "R-2",
      hubPhone: "+1 (775) 555-0116",
    });

    const [entry, ...more] = arrivalsOf(await timeline(order.id));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      fromStatus: "new",
      toStatus: "new",
      actor: "driver",
      createdAt: clock.now().toISOString(),
    });
    expect(entry?.note).toContain("truck TRK-36, trailer R-2");

    const messages = await messagesAbout(order.number);
    expect(messages).toContainEqual(`Order ${order.number}: ${entry?.note}`);
  });
});

describe("state decided under lock", () => {
  it("20 parallel check-ins of one code record one arrival (early, new order)", async () => {
    const order = await book();
    clock.set(at(order, -2 * DAY));
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(order.checkInCode)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const arrivedAt = new Set(answers.map((response) => (response.json() as CheckIn).arrival?.arrivedAt));
    expect(arrivedAt.size).toBe(1);
    expect(arrivalsOf(await timeline(order.id))).toHaveLength(1);
    expect((await messagesAbout(order.number)).filter((text) => text.includes("checked in"))).toHaveLength(1);
  });

  it("20 parallel check-ins of an accepted order on time make one move to arrivedToHub", async () => {
    const order = await book();
    await accept(order.id);
    clock.set(at(order, -HOUR));
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(order.checkInCode)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const entries = await timeline(order.id);
    expectValidTimeline(entries);
    expect(entries.filter((entry) => entry.toStatus === "arrivedToHub")).toHaveLength(1);
  });

  it.each([
    ["on time", -HOUR, "arrivedToHub", null],
    ["early", -3 * DAY, "accepted", "letIn"],
  ] as const)(
    "a check-in %s racing the dispatcher's accept ends in one valid state, whichever locks first",
    async (_timing, offset, finalStatus, waitingFor) => {
      const orders = await Promise.all(Array.from({ length: 6 }, () => book()));
      // Six races, each at the same distance from its own order's slot.
      for (const order of orders) {
        clock.set(at(order, offset));
        const [checkInAnswer, acceptAnswer] = await Promise.all([
          checkIn(order.checkInCode),
          staffMove(order.id, "accepted"),
        ]);
        expect(checkInAnswer.statusCode, checkInAnswer.body).toBe(200);
        expect(acceptAnswer.statusCode, acceptAnswer.body).toBe(200);
        const after = await detail(order.checkInCode);
        expect(after.status).toBe(finalStatus);
        expect(after.arrival?.waitingFor ?? null).toBe(waitingFor);
        const entries = await timeline(order.id);
        expectValidTimeline(entries);
        expect(
          entries.filter((entry) => entry.toStatus === "accepted" && entry.fromStatus === "new"),
        ).toHaveLength(1);
        expect(entries.filter((entry) => entry.toStatus === "arrivedToHub")).toHaveLength(
          finalStatus === "arrivedToHub" ? 1 : 0,
        );
      }
    },
  );
});
