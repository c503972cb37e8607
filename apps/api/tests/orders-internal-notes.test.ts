import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let customer: SignedInUser;
let staff: SignedInUser;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  customer = await createSignedInUser(testApp);
  staff = await createStaffUser(testApp);
});
afterAll(() => testApp.close());

let week = 0;
async function bookedOrder(): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2034-03-06", 7 * week), 9),
    quantity: 5,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
    notes: [{ note: "Gate 3 please" }],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Order;
}

function staffNote(orderId: number, payload: object) {
  return testApp.app.inject({
    method: "POST",
    url: `/staff/orders/${orderId}/notes`,
    headers: staff.headers,
    payload,
  });
}

async function orderAs(user: SignedInUser, orderId: number): Promise<Order> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Order;
}

async function timelineAs(user: SignedInUser, orderId: number): Promise<string> {
  const response = await testApp.app.inject({
    method: "GET",
    url: `/order/${orderId}/timeline`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

describe("who reads a staff note", () => {
  it("is an explicit choice on each note: a note without it is refused, naming isInternal", async () => {
    const order = await bookedOrder();
    const response = await staffNote(order.id, { note: "Your dock is 4" });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; fieldErrors?: { field: string }[] };
    expect(body.fieldErrors?.map((error) => error.field)).toContain("isInternal");
    expect(body.message).toContain("isInternal");
    expect((await orderAs(staff, order.id)).notes.map((note) => note.note)).toEqual(["Gate 3 please"]);
  });

  it("shows a note meant for the customer in their order, marked as the hub team's, next to their timeline", async () => {
    const order = await bookedOrder();
    const stored = await staffNote(order.id, { note: "Your dock is 4", isInternal: false });
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({ isInternal: false, byStaff: true });

    const seen = (await orderAs(customer, order.id)).notes;
    expect(seen.map((note) => [note.note, note.byStaff])).toEqual([
      ["Gate 3 please", false],
      ["Your dock is 4", true],
    ]);
    // The portal's timeline puts the hub team's notes among the status changes it reads here.
    const listed = await testApp.app.inject({
      method: "GET",
      url: `/orders-for-history?search=${order.number}`,
      headers: customer.headers,
    });
    const row = (listed.json() as { items: Order[] }).items.find((item) => item.id === order.id);
    expect(row?.notes.map((note) => note.note)).toContain("Your dock is 4");
    expect(await timelineAs(customer, order.id)).toContain('"toStatus":"new"');
  });

  it("keeps a staff-only note from the customer's order, lists and timeline", async () => {
    const order = await bookedOrder();
    const internal = await staffNote(order.id, {
      note: "Customer owes for the last pallet",
      isInternal: true,
    });
    expect(internal.statusCode).toBe(201);
    expect(internal.json()).toMatchObject({ isInternal: true, byStaff: true });
    expect((await staffNote(order.id, { note: "Your dock is 4", isInternal: false })).json()).toMatchObject({
      isInternal: false,
    });

    const seenByCustomer = (await orderAs(customer, order.id)).notes.map((note) => note.note);
    expect(seenByCustomer).toEqual(["Gate 3 please", "Your dock is 4"]);
    const seenByStaff = (await orderAs(staff, order.id)).notes.map((note) => [note.note, note.isInternal]);
    expect(seenByStaff).toEqual([
      ["Gate 3 please", false],
      ["Customer owes for the last pallet", true],
      ["Your dock is 4", false],
    ]);
    const listed = await testApp.app.inject({
      method: "GET",
      url: `/orders-for-history?search=${order.number}`,
      headers: customer.headers,
    });
    expect(listed.body).not.toContain("Customer owes");
    expect(await timelineAs(customer, order.id)).not.toContain("Customer owes");
  });

  it("is not carried into a copy (nor is any note of the hub team), nor used to drop a customer's note of the same text", async () => {
    const order = await bookedOrder();
    await staffNote(order.id, { note: "Watch this one", isInternal: true });
    await staffNote(order.id, { note: "Your dock is 4", isInternal: false });
    const duplicate = await testApp.app.inject({
      method: "POST",
      url: `/order/${order.id}/duplicate`,
      headers: customer.headers,
      payload: { timeFrom: slotAt(catalogue.hub("reno"), addLocalDays("2034-03-06", 7 * 30), 12) },
    });
    expect(duplicate.statusCode).toBe(201);
    expect((duplicate.json() as Order).notes.map((note) => note.note)).toEqual(["Gate 3 please"]);

    const changed = await testApp.app.inject({
      method: "PATCH",
      url: `/order/${order.id}`,
      headers: customer.headers,
      payload: {
        hubId: order.hub.id,
        serviceId: catalogue.service("cross-dock"),
        timeFrom: order.timeFrom,
        quantity: 5,
        driverName: "Dana Driver",
        driverPhone: "+15551230000",
        notes: [{ note: "Gate 3 please" }, { note: "Watch this one" }],
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Order).notes.map((note) => note.note)).toEqual([
      "Gate 3 please",
      "Your dock is 4",
      "Watch this one",
    ]);
  });
});
