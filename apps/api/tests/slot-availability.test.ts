import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubSlotSettings } from "../src/db/schema/index.js";
import { hubServicePrices as seededPrices } from "../src/seed-data/prices.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

interface Slot {
  startsAt: string;
  startHour: number;
  state: string;
  reason: string | null;
  isAvailable: boolean;
  capacity: number;
  booked: number;
  held: number;
  remaining: number;
  feeType: number | null;
  fee: number | null;
}

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let reno: { id: number; timeZone: string };
let greenville: { id: number; timeZone: string };
let crossDock: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
  reno = catalogue.hub("reno");
  greenville = catalogue.hub("greenville");
  crossDock = catalogue.service("cross-dock");
});
afterAll(() => testApp.close());

let week = 0;
/** A Monday far ahead at Reno, a different week for each test so slots never share places. */
function nextMonday(): string {
  week += 1;
  return addLocalDays("2031-03-03", 7 * week);
}

function booking(
  hub: { id: number; timeZone: string },
  date: string,
  hour: number,
  extra: Partial<OrderInput> = {},
) {
  return {
    hubId: hub.id,
    serviceId: crossDock,
    timeFrom: slotAt(hub, date, hour),
    quantity: 10,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    ...extra,
  } satisfies OrderInput;
}

async function daySlots(hubId: number | string, date: string, serviceId?: number) {
  const query: Record<string, string> = { date };
  if (serviceId !== undefined) query.serviceId = String(serviceId);
  const response = await testApp.app.inject({ method: "GET", url: `/hubs/${hubId}/slots`, query });
  return { response, slots: response.statusCode === 200 ? (response.json() as Slot[]) : [] };
}

function slotOf(slots: Slot[], startHour: number): Slot {
  const slot = slots.find((candidate) => candidate.startHour === startHour);
  if (!slot) throw new Error(`no slot at ${startHour}`);
  return slot;
}

describe("GET /hubs/{hubId}/slots", () => {
  it("answers the 8 slots of the hub's local day, never cached, with places counted from bookings", async () => {
    const date = nextMonday();
    const before = await daySlots(reno.id, date);
    expect(before.response.statusCode).toBe(200);
    expect(before.response.headers["cache-control"]).toBe("no-store");
    expect(before.slots.map((slot) => slot.startHour)).toEqual([0, 3, 6, 9, 12, 15, 18, 21]);
    const capacity = slotOf(before.slots, 9).capacity;

    expect((await bookJson(testApp, alice, booking(reno, date, 9))).statusCode).toBe(201);
    expect(
      (await bookJson(testApp, alice, booking(reno, date, 9, { paymentFlow: "pre-payment" }))).statusCode,
    ).toBe(201);
    const after = await daySlots(reno.id, date);
    expect(slotOf(after.slots, 9)).toMatchObject({ booked: 1, held: 1, remaining: capacity - 2 });
    expect(slotOf(after.slots, 12)).toMatchObject({ booked: 0, held: 0, remaining: capacity });
  });

  it("shows a slot the hub team closed with its reason, and a booking into it is refused with that reason", async () => {
    const date = nextMonday();
    const kept = await bookJson(testApp, alice, booking(reno, date, 12));
    expect(kept.statusCode).toBe(201);
    await testApp.database.db
      .insert(hubSlotSettings)
      .values({ hubId: reno.id, startsAt: new Date(slotAt(reno, date, 12)), closedReason: "Snowstorm" });

    const { slots } = await daySlots(reno.id, date);
    expect(slotOf(slots, 12)).toMatchObject({
      state: "closed",
      reason: "Closed: Snowstorm",
      isAvailable: false,
    });
    const refused = await bookJson(testApp, alice, booking(reno, date, 12));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining("closed (Snowstorm)") });

    // The order already in the slot keeps its place and can still be changed in it.
    const order = kept.json() as Order;
    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: { authorization: `Bearer ${alice.token}` },
      payload: { ...booking(reno, date, 12), quantity: 12 },
    });
    expect(changed.statusCode).toBe(200);
  });

  it("gives the last places of a slot with its own capacity to exactly that many of 30 parallel bookings", async () => {
    const date = nextMonday();
    await testApp.database.db
      .insert(hubSlotSettings)
      .values({ hubId: reno.id, startsAt: new Date(slotAt(reno, date, 15)), capacity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => bookJson(testApp, alice, booking(reno, date, 15))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(2);
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([]);
    const { slots } = await daySlots(reno.id, date);
    expect(slotOf(slots, 15)).toMatchObject({
      state: "full",
      reason: "Fully booked",
      remaining: 0,
      booked: 2,
    });
  });

  it("closes the slots a hub without after-hours or call-in service takes no work in, and refuses bookings there", async () => {
    const date = addLocalDays("2031-03-02", 7 * 40); // a Sunday: Greenville is closed on Sundays
    const { slots } = await daySlots(greenville.id, date, crossDock);
    expect(slotOf(slots, 9)).toMatchObject({
      state: "outside-hours",
      isAvailable: false,
      feeType: null,
      fee: null,
      reason: "The hub is closed at this time and offers no after-hours or call-out service",
    });
    const refused = await bookJson(testApp, alice, booking(greenville, date, 9));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        "Greenville is closed at this time and offers no after-hours or call-out service; please choose a time inside its opening hours",
    });
  });
  it.each([
    ["an unknown hub", "/hubs/999999/slots?date=2031-03-03", 404],
    ["a hub id past int4", "/hubs/99999999999/slots?date=2031-03-03", 400],
    ["a hub id that is not a number", "/hubs/reno/slots?date=2031-03-03", 400],
    ["no date", "/hubs/1/slots", 400],
    ["a date that does not exist", "/hubs/1/slots?date=2031-02-30", 400],
    ["a year out of range", "/hubs/1/slots?date=9999-01-01", 400],
    ["a NUL in the date", "/hubs/1/slots?date=2031-03-03%00", 400],
    ["a lone surrogate in the date", "/hubs/1/slots?date=%ED%A0%80", 400],
  ])("answers %s with a clear %s", async (_name, url, status) => {
    const response = await testApp.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("the fee of a slot", () => {
  const renoCrossDock = () => {
    const price = seededPrices.find(
      (entry) => entry.hubSlug === "reno" && entry.serviceSlug === "cross-dock" && entry.pricingTier === 0,
    );
    if (!price) throw new Error("no seeded Reno cross-dock price");
    return price;
  };

  it("shows each slot's fee kind and, for a service, its amount before booking", async () => {
    const date = nextMonday(); // Reno: open 06:00-20:00 on weekdays, calls staff out after hours
    const { slots } = await daySlots(reno.id, date, crossDock);
    const { firstHourFee, secondHourFee } = renoCrossDock();
    expect(slotOf(slots, 9)).toMatchObject({ state: "open", feeType: 10, fee: 0 });
    expect(slotOf(slots, 3)).toMatchObject({
      state: "open",
      feeType: 30,
      fee: firstHourFee + 2 * secondHourFee,
    });
    expect(slotOf(slots, 21)).toMatchObject({ feeType: 30 });
    const withoutService = await daySlots(reno.id, date);
    expect(slotOf(withoutService.slots, 3)).toMatchObject({ feeType: 30, fee: null });
  });

  it("charges a booked call-out slot the call fee: fee kind 30 and first-hour fee + 2 × second-hour fee", async () => {
    const date = nextMonday();
    const { firstHourFee, secondHourFee, afterHoursFee } = renoCrossDock();
    const quote = await testApp.app.inject({
      method: "GET",
      url: "/price",
      headers: alice.headers,
      query: { hub: String(reno.id), service: String(crossDock), dateTime: slotAt(reno, date, 3) },
    });
    expect(quote.json()).toMatchObject({ feeType: 30, firstHourFee, secondHourFee, afterHoursFee });

    const booked = await bookJson(testApp, alice, booking(reno, date, 3));
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json() as Order;
    expect(order).toMatchObject({
      hubFeeType: 30,
      firstHourFee,
      secondHourFee,
      afterHoursFee,
      fee: firstHourFee + 2 * secondHourFee,
    });
    const { slots } = await daySlots(reno.id, date, crossDock);
    expect(slotOf(slots, 3).fee).toBe(order.fee);
  });
});
