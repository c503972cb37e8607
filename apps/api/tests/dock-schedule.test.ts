import { formatCents } from "@freight/domain/money/cents";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChargeKind } from "@freight/domain/catalog/charge-kind";
import { billingSummaryOf } from "@freight/domain/payments/billing-status";
import { orderOwedOf } from "@freight/domain/payments/order-owed";
import { messages, orderStatusChanges, orders as orderRows } from "../src/db/schema/index.js";
import { recordOrderPayment } from "../src/orders/order-lifecycle-service.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

interface DockSlot {
  startHour: number;
  state: string;
  reason: string | null;
  capacity: number;
  remaining: number;
  closedReason: string | null;
  isCapacitySet: boolean;
  orders: { id: number; number: string; isHeld: boolean; customerName: string }[];
}
interface DockDay {
  hub: { id: number; name: string };
  date: string;
  slots: DockSlot[];
}

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let staff: SignedInUser;
let reno: { id: number; timeZone: string };
let crossDock: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp, { firstName: "Alice", lastName: "Shipper" });
  staff = await createStaffUser(testApp);
  reno = catalogue.hub("reno");
  crossDock = catalogue.service("cross-dock");
});
afterAll(() => testApp.close());

let week = 0;
function nextMonday(): string {
  week += 1;
  return addLocalDays("2032-03-01", 7 * week);
}

function booking(date: string, hour: number, extra: Partial<OrderInput> = {}): OrderInput {
  return {
    hubId: reno.id,
    serviceId: crossDock,
    timeFrom: slotAt(reno, date, hour),
    quantity: 10,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    ...extra,
  };
}

async function dockDay(date: string): Promise<DockDay> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/staff/hubs/${reno.id}/schedule`,
    query: { date },
    headers: staff.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as DockDay;
}

function changeSlots(body: object) {
  return testApp.app.inject({
    method: "PUT",
    url: `/staff/hubs/${reno.id}/slots`,
    headers: staff.headers,
    payload: body,
  });
}

function moveOrder(orderId: number, body: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${orderId}/slot`,
    headers: staff.headers,
    payload: body,
  });
}

function slotOf(day: DockDay, startHour: number): DockSlot {
  const slot = day.slots.find((candidate) => candidate.startHour === startHour);
  if (!slot) throw new Error(`no slot at ${startHour}`);
  return slot;
}

describe("the dock schedule", () => {
  it("shows each slot's orders with their customer, and a pre-payment's place as held", async () => {
    const date = nextMonday();
    const booked = (await bookJson(testApp, alice, booking(date, 9))).json() as Order;
    const held = (
      await bookJson(testApp, alice, booking(date, 9, { paymentFlow: "pre-payment" }))
    ).json() as Order;
    const slot = slotOf(await dockDay(date), 9);
    expect(slot.orders).toEqual([
      expect.objectContaining({ id: booked.id, isHeld: false, customerName: "Alice Shipper" }),
      expect.objectContaining({ id: held.id, isHeld: true }),
    ]);
    expect(slot.remaining).toBe(slot.capacity - 2);
  });

  it("closes a whole day with a reason customers read at booking, and reopens it", async () => {
    const date = nextMonday();
    const closed = await changeSlots({ date, closedReason: "Independence Day" });
    expect(closed.statusCode).toBe(200);
    const day = closed.json() as DockDay;
    expect(
      day.slots.every((slot) => slot.state === "closed" && slot.closedReason === "Independence Day"),
    ).toBe(true);
    const refused = await bookJson(testApp, alice, booking(date, 12));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining("Independence Day") });

    const reopened = await changeSlots({ date, startHours: [12], closedReason: null });
    expect(slotOf(reopened.json() as DockDay, 12)).toMatchObject({ state: "open", closedReason: null });
    expect((await bookJson(testApp, alice, booking(date, 12))).statusCode).toBe(201);
    expect(slotOf(await dockDay(date), 15).state).toBe("closed");
  });

  it("sets a slot's places without touching its closure, and back to the hub's capacity with null", async () => {
    const date = nextMonday();
    const set = await changeSlots({ date, startHours: [9, 12], capacity: 1 });
    const day = set.json() as DockDay;
    expect(slotOf(day, 9)).toMatchObject({ capacity: 1, isCapacitySet: true });
    expect(slotOf(day, 15)).toMatchObject({ isCapacitySet: false });
    await changeSlots({ date, startHours: [9], closedReason: "Dock repair" });
    const back = (await changeSlots({ date, startHours: [9], capacity: null })).json() as DockDay;
    expect(slotOf(back, 9)).toMatchObject({ isCapacitySet: false, closedReason: "Dock repair" });
  });

  it("moves an order to a free slot at the same fee and tier, keeps its price, records why and tells the customer", async () => {
    const date = nextMonday();
    const order = (await bookJson(testApp, alice, booking(date, 9))).json() as Order;
    // 6 AM and 9 AM on a weekday: both inside Reno's hours (business-hours fee), both the Regular tier.
    const moved = await moveOrder(order.id, {
      timeFrom: slotAt(reno, date, 6),
      reason: "Dock 2 is under repair",
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as Order;
    expect(after.timeFrom).toBe(slotAt(reno, date, 6));
    expect(after.total).toBe(order.total);
    const timeline = await testApp.database.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id));
    expect(timeline.at(-1)?.note).toContain("Dock 2 is under repair");
    const inbox = await testApp.database.db.select().from(messages).where(eq(messages.userId, alice.userId));
    expect(inbox.some((message) => message.text.includes("was moved by Reno"))).toBe(true);
    // Both slots on the hub's clock with the year and the zone's abbreviation, as the apps show them.
    const words = `from ${formatZonedRange(order.timeFrom, order.timeTo, reno.timeZone)} to ${formatZonedRange(after.timeFrom, after.timeTo, reno.timeZone)}`;
    expect(words).toMatch(
      /^from \d{2} \w{3}, \d{4}, 9:00 AM – 12:00 PM P[SD]T to \d{2} \w{3}, \d{4}, 6:00 AM – 9:00 AM P[SD]T$/,
    );
    expect(inbox.some((message) => message.text.includes(words))).toBe(true);
  });

  it("never overfills a slot: 20 parallel moves into a slot with one place move exactly one order", async () => {
    const date = nextMonday();
    await changeSlots({ date, startHours: [6, 9, 12, 15], capacity: 5 });
    await changeSlots({ date, startHours: [18], capacity: 1 });
    const orders: Order[] = [];
    for (const hour of [6, 9, 12, 15]) {
      for (let place = 0; place < 5; place += 1) {
        const booked = await bookJson(testApp, alice, booking(date, hour));
        expect(booked.statusCode).toBe(201);
        orders.push(booked.json() as Order);
      }
    }
    const answers = await Promise.all(
      orders.map((order) => moveOrder(order.id, { timeFrom: slotAt(reno, date, 18), reason: "Rebalancing" })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code !== 200 && code !== 409)).toEqual([]);
    expect(slotOf(await dockDay(date), 18).orders).toHaveLength(1);
  });

  it.each([
    [
      "a slot that is not a slot start",
      (date: string) => ({ timeFrom: `${date}T10:17:00Z`, reason: "x" }),
      400,
    ],
    ["a blank reason", (date: string) => ({ timeFrom: slotAt(reno, date, 15), reason: "   " }), 400],
    ["the slot it is in", (date: string) => ({ timeFrom: slotAt(reno, date, 9), reason: "x" }), 409],
    ["a past slot", () => ({ timeFrom: slotAt(reno, "2020-03-02", 9), reason: "x" }), 409],
    [
      "a NUL in the reason",
      (date: string) => ({ timeFrom: slotAt(reno, date, 15), reason: "a\u0000b" }),
      400,
    ],
  ])("refuses to move an order to %s", async (_name, body, status) => {
    const date = nextMonday();
    const order = (await bookJson(testApp, alice, booking(date, 9))).json() as Order;
    const response = await moveOrder(order.id, body(date));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it("refuses to move a cancelled order", async () => {
    const date = nextMonday();
    const order = (await bookJson(testApp, alice, booking(date, 9))).json() as Order;
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/status`,
      headers: staff.headers,
      payload: { status: "cancelled", note: "Customer called" },
    });
    expect(cancelled.statusCode).toBe(200);
    const response = await moveOrder(order.id, { timeFrom: slotAt(reno, date, 15), reason: "x" });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    ["no field to change", { date: "2032-06-07" }, 400],
    ["a blank reason", { date: "2032-06-07", closedReason: "  " }, 400],
    ["an hour that is not a slot start", { date: "2032-06-07", startHours: [10], capacity: 1 }, 400],
    ["a negative capacity", { date: "2032-06-07", capacity: -1 }, 400],
    ["a huge capacity", { date: "2032-06-07", capacity: 99999999999 }, 400],
    ["a started slot", { date: "2020-06-01", startHours: [9], capacity: 1 }, 409],
    ["a day that has passed", { date: "2020-06-01", capacity: 1 }, 409],
  ])("refuses a slot change with %s", async (_name, body, status) => {
    const response = await changeSlots(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it("lets the gate look a driver's code up and confirm the arrival for them, with the arrival time", async () => {
    const date = nextMonday();
    const order = (await bookJson(testApp, alice, booking(date, 9))).json() as Order & {
      checkInCode: string;
    };
    const found = await testApp.app.inject({
      method: "GET",
      url: "/staff/check-in-codes",
      query: { checkincode: order.checkInCode.toLowerCase() },
      headers: staff.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: order.id, checkedInAt: null });
    for (const status of ["accepted", "arrivedToHub"]) {
      const moved = await testApp.app.inject({
        method: "POST",
        url: `/staff/orders/${order.id}/status`,
        headers: staff.headers,
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const slot = slotOf(await dockDay(date), 9);
    const arrived = slot.orders.find((candidate) => candidate.id === order.id) as unknown as {
      checkedInAt: string | null;
    };
    expect(arrived.checkedInAt).not.toBeNull();

    for (const [code, status] of [
      ["ZZZZZZZZZZ", 404],
      ["a\u0000", 400],
      ["not a code!", 400],
    ] as const) {
      const response = await testApp.app.inject({
        method: "GET",
        url: "/staff/check-in-codes",
        query: { checkincode: code },
        headers: staff.headers,
      });
      expect(response.statusCode, code).toBe(status);
    }
  });

  it("answers 404 for an unknown hub and a form-encoded change with 415", async () => {
    const unknown = await testApp.app.inject({
      method: "GET",
      url: "/staff/hubs/999999/schedule?date=2032-06-07",
      headers: staff.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const form = await testApp.app.inject({
      method: "PUT",
      url: `/staff/hubs/${reno.id}/slots`,
      headers: { ...staff.headers, "content-type": "application/x-www-form-urlencoded" },
      payload: "date=2032-06-07&capacity=1",
    });
    expect(form.statusCode).toBe(415);
  });
});

describe("a move prices the order as its new slot (issue 36)", () => {
  // Reno opens 6 AM to 8 PM on weekdays and offers call-outs, not after-hours staff: its 9 PM slot is a call-out.
  async function bookedAt(date: string, hour: number): Promise<Order> {
    const answer = await bookJson(testApp, alice, booking(date, hour));
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as Order;
  }

  async function pay(order: Order): Promise<void> {
    await testApp.database.db.transaction((tx) => recordOrderPayment(tx, order.id, order.total));
  }

  async function customerView(orderId: number): Promise<Order> {
    const answer = await testApp.app.inject({
      method: "GET",
      url: `/order/${orderId}`,
      headers: alice.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Order;
  }

  it("charges the call fee of a slot outside opening hours, as booking that slot would", async () => {
    const date = nextMonday();
    const order = await bookedAt(date, 9);
    // What booking the 9 PM slot costs, by the same rules.
    const callOut = await bookedAt(nextMonday(), 21);
    expect(callOut.hubFeeType).toBe(ChargeKind.CallFee);
    expect(callOut.total).toBeGreaterThan(order.total);

    const moved = await moveOrder(order.id, {
      timeFrom: slotAt(reno, date, 21),
      reason: "Dock 2 is under repair",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      hubFeeType: ChargeKind.CallFee,
      fee: callOut.fee,
      total: callOut.total,
    });

    // And back inside the hours: the business-hours price again (nothing was paid, so a cheaper slot is fine).
    const back = await moveOrder(order.id, { timeFrom: slotAt(reno, date, 9), reason: "Dock 2 is fixed" });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ hubFeeType: ChargeKind.BusinessHours, total: order.total });
  });

  it("a paid order moved to a dearer slot owes just the difference, and the customer reads why", async () => {
    const date = nextMonday();
    const order = await bookedAt(date, 9);
    await pay(order);
    const moved = await moveOrder(order.id, {
      timeFrom: slotAt(reno, date, 21),
      reason: "Your truck is late",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await customerView(order.id);
    const difference = after.total - order.total;
    expect(difference).toBeGreaterThan(0);
    expect(after).toMatchObject({ totalPaid: order.total, hubFeeType: ChargeKind.CallFee });
    const owed = orderOwedOf(after);
    expect(owed).toMatchObject({ owedCents: difference, unbilledCents: difference });
    expect(billingSummaryOf(owed).words).toBe(`Part paid — ${formatCents(difference)} due`);
    const inbox = await testApp.database.db.select().from(messages).where(eq(messages.userId, alice.userId));
    expect(inbox.map((message) => message.text)).toContainEqual(
      expect.stringContaining(
        `Your truck is late. The price in this slot is ${formatCents(after.total)} (Call Fee), was ${formatCents(order.total)}; ${formatCents(difference)} is due.`,
      ),
    );
  });

  it("refuses to move a paid order to a cheaper slot, and leaves it as it was", async () => {
    const date = nextMonday();
    const order = await bookedAt(date, 21);
    await pay(order);
    const refused = await moveOrder(order.id, {
      timeFrom: slotAt(reno, date, 9),
      reason: "Earlier dock free",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(
        /would cost \$[\d,.]+ in this slot, less than what was already paid \(\$[\d,.]+\)/,
      ),
    });
    const [row] = await testApp.database.db.select().from(orderRows).where(eq(orderRows.id, order.id));
    expect(row).toMatchObject({ totalCents: order.total, feeType: ChargeKind.CallFee });
    expect(row?.timeFrom.toISOString()).toBe(order.timeFrom);
    // The same fee is fine: a paid call-out order moves to another call-out slot.
    const sameFee = await moveOrder(order.id, { timeFrom: slotAt(reno, date, 0), reason: "Later call-out" });
    expect(sameFee.statusCode, sameFee.body).toBe(200);
    expect(sameFee.json()).toMatchObject({ total: order.total, billingStatus: "paid" });
  });
});

describe("the dock day tells a driver at the gate from one checked in (issue 36)", () => {
  it("reads the gate's arrival record: waiting to be accepted, then to be let in, then in", async () => {
    const date = nextMonday();
    const order = (await bookJson(testApp, alice, booking(date, 9))).json() as Order & {
      checkInCode: string;
    };
    // Days before the slot: an early arrival at a new order.
    const checkIn = await testApp.app.inject({
      method: "PATCH",
      url: "/driver-check-in",
      payload: {
        checkInCode: order.checkInCode,
        driverName: "Rita Road",
        driverPhone: "+15550001111",
        truckNumber: "T-9",
        trailerNumber: "R-2",
      },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    const arrivalOf = async () =>
      slotOf(await dockDay(date), 9).orders.find((candidate) => candidate.id === order.id) as unknown as {
        status: string;
        checkedInAt: string | null;
        arrival: { timing: string | null; waitingFor: string | null } | null;
      };
    expect(await arrivalOf()).toMatchObject({
      status: "new",
      arrival: { timing: "early", waitingFor: "accept" },
    });
    const move = (status: string) =>
      testApp.app.inject({
        method: "POST",
        url: `/staff/orders/${order.id}/status`,
        headers: staff.headers,
        payload: { status },
      });
    expect((await move("accepted")).statusCode).toBe(200);
    expect(await arrivalOf()).toMatchObject({
      status: "accepted",
      arrival: { timing: "early", waitingFor: "letIn" },
    });
    expect((await move("arrivedToHub")).statusCode).toBe(200);
    expect(await arrivalOf()).toMatchObject({
      status: "arrivedToHub",
      arrival: { timing: "early", waitingFor: null },
    });
  });
});
