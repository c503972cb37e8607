import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let testApp: TestApp;
let catalogue: Catalogue;
let customer: SignedInUser;
let staff: SignedInUser;
let reno: { id: number; timeZone: string };
let commodityId: number;
let trailerTypeId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
  reno = catalogue.hub("reno");
  commodityId = ((await testApp.app.inject("/commodities")).json() as { id: number }[])[0]?.id ?? 0;
  trailerTypeId = ((await testApp.app.inject("/trailertypes")).json() as { id: number }[])[0]?.id ?? 0;
});
afterAll(() => testApp.close());

/** A Monday far ahead, so the slots are open and priced as regular weekday ones. */
const bookedDay = "2035-04-02";

/** A booking with every field a customer can set, the stops' days around the slot's day. */
function fullInput(): OrderInput {
  const shopExtra = catalogue.extras.find((extra) => extra.price > 0);
  return {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, bookedDay, 9),
    quantity: 7,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    truckNumber: "TRK-42",
    trailerNumber: "TRL-7",
    temperatureControlId: catalogue.temperatureControlId,
    commodityId,
    trailerTypeId,
    products: shopExtra ? [{ id: shopExtra.id, amount: 2 }] : [],
    notes: [{ note: "Gate 3, ask for Sam" }, { note: "Pallets are double-stacked" }],
    puService: {
      type: "pick-up",
      role: 1,
      quantity: 3,
      time: { from: "08:00 AM", to: "11:30 AM", isRange: true },
      // The day before the slot and the slot's day.
      date: { from: addLocalDays(bookedDay, -1), to: bookedDay, isRange: true },
      fcfs: false,
      appt: true,
      apptNotSet: false,
      weight: 1200,
      address: "10 Dock Rd",
      city: "Sparks",
      zipCode: "89431",
      notes: "Loading dock at the back",
    },
    delService: {
      type: "delivery",
      role: 0,
      quantity: 3,
      time: { from: "13:00 PM", to: "", isRange: false },
      date: { from: bookedDay, to: bookedDay, isRange: false },
      fcfs: true,
      appt: false,
      apptNotSet: false,
      weight: 1200,
      address: "77 Harbor Way",
      city: "Reno",
      zipCode: "89502",
    },
  };
}

function copy(kind: "repeat" | "duplicate", orderId: number, payload?: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/order/${orderId}/${kind}`,
    headers: customer.headers,
    ...(payload ? { payload } : {}),
  });
}

/** What makes an order this order rather than the job: its identity, its slot and when it was booked. */
function jobOf(order: Order) {
  const {
    id: _id,
    number: _number,
    checkInCode: _code,
    createdAtLocal: _created,
    timeFrom: _from,
    timeTo: _to,
    puService,
    delService,
    notes,
    ...job
  } = order;
  const stop = (block: typeof puService) => {
    if (!block) return block;
    const { date: _date, ...rest } = block;
    return rest;
  };
  return {
    ...job,
    puService: stop(puService),
    delService: stop(delService),
    notes: notes.map((note) => note.note),
  };
}

describe("repeat", () => {
  it("carries every field of the order but its date and slot, and moves the stops' days with the slot", async () => {
    const booked = await bookJson(testApp, customer, fullInput());
    expect(booked.statusCode).toBe(201);
    const order = booked.json() as Order;
    // The hub team's notes are theirs, never copied as the customer's.
    const staffNote = await testApp.app.inject({
      method: "POST",
      url: `/staff/orders/${order.id}/notes`,
      headers: staff.headers,
      payload: { note: "Your dock is 4", isInternal: false },
    });
    expect(staffNote.statusCode).toBe(201);

    const newDay = addLocalDays(bookedDay, 14);
    const response = await copy("repeat", order.id, { timeFrom: slotAt(reno, newDay, 9) });
    expect(response.statusCode).toBe(201);
    const repeated = response.json() as Order;

    expect(repeated.id).not.toBe(order.id);
    expect(repeated.number).not.toBe(order.number);
    expect(repeated.checkInCode).not.toBe(order.checkInCode);
    expect(repeated.timeFrom).toBe(slotAt(reno, newDay, 9));
    expect(jobOf(repeated)).toEqual(jobOf(order));
    expect(repeated.notes.map((note) => note.note)).toEqual([
      "Gate 3, ask for Sam",
      "Pallets are double-stacked",
    ]);
    expect(repeated.puService?.date).toEqual({
      from: addLocalDays(newDay, -1),
      to: newDay,
      isRange: true,
    });
    expect(repeated.delService?.date).toEqual({ from: newDay, to: newDay, isRange: false });
  });

  it("asks only for the new slot: without one it answers 400 naming timeFrom", async () => {
    const order = (
      await bookJson(testApp, customer, { ...fullInput(), timeFrom: slotAt(reno, "2035-04-03", 12) })
    ).json() as Order;
    const response = await copy("repeat", order.id, {});
    expect(response.statusCode).toBe(400);
    expect(
      (response.json() as { fieldErrors?: { field: string }[] }).fieldErrors?.map((e) => e.field),
    ).toContain("timeFrom");
  });
});

describe("duplicate", () => {
  it("copies the same job into the original slot, stops on their days", async () => {
    const order = (
      await bookJson(testApp, customer, { ...fullInput(), timeFrom: slotAt(reno, "2035-04-04", 12) })
    ).json() as Order;
    const response = await copy("duplicate", order.id);
    expect(response.statusCode).toBe(201);
    const duplicate = response.json() as Order;
    expect(duplicate.timeFrom).toBe(order.timeFrom);
    expect(jobOf(duplicate)).toEqual(jobOf(order));
    expect(duplicate.puService?.date).toEqual(order.puService?.date);
  });
});
