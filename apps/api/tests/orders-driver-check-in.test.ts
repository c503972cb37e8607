import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orders } from "../src/db/schema/index.js";
import {
  bookJson,
  loadCatalogue,
  slotAt,
  type Catalogue,
  type Order,
  type OrderInput,
} from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestClock } from "./test-clock.js";
import { createSecondInstance, createTestApp, type TestApp } from "./test-app.js";

const bookedPhone = "+1 909 555 0177";
const privateNote = "Gate code 4471, call Mrs Jones at +1 702 555 0199";
const unknownCode = "AAAAAAAAAA";

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
/** The orders feature's clock: now, unless a test puts the driver inside the slot's check-in window. */
const clock = createTestClock();

beforeAll(async () => {
  testApp = await createTestApp({
    orders: { now: clock.now },
    rateLimits: { perMinute: 100_000, contactFormPerMinute: 100_000, driverCheckInPerMinute: 100_000 },
  });
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
});
afterAll(() => testApp.close());
beforeEach(clock.reset);

let week = 0;
async function book(overrides: Partial<OrderInput> = {}): Promise<Order> {
  week += 1;
  const reno = catalogue.hub("reno");
  const response = await bookJson(testApp, alice, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, addLocalDays("2031-01-06", 7 * week), 9),
    quantity: 20,
    driverName: "Dana Driver",
    driverPhone: bookedPhone,
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json() as Order;
}

async function addNote(orderId: number, note: string) {
  const form = new FormData();
  form.append("orderId", String(orderId));
  form.append("note", note);
  const response = await testApp.app.inject({
    method: "POST",
    url: "/fborders/files",
    headers: alice.headers,
    body: form,
  });
  expect(response.statusCode).toBe(201);
}

async function setStatus(orderId: number, status: string) {
  await testApp.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

function inject(options: InjectOptions, app: FastifyInstance = testApp.app) {
  return app.inject(options);
}

function arrival(checkInCode: string) {
  return {
    checkInCode,
    driverName: "Rita Road",
    driverPhone: "+15550001111",
    truckNumber: "T-1",
    trailerNumber: "R-2",
  };
}

/** The three check-in calls for one code, as a driver's phone makes them. */
function checkInCalls(code: string): InjectOptions[] {
  return [
    { method: "GET", url: `/driver-check-in?checkincode=${code}` },
    { method: "GET", url: `/driver-check-in-detail?checkincode=${code}` },
    { method: "PATCH", url: "/driver-check-in", payload: arrival(code) },
  ];
}

const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.body });

describe("driver check-in", () => {
  it("looks an order up by its code, however the driver types it", async () => {
    const order = await book();
    const typed = `${order.checkInCode.slice(0, 4).toLowerCase()}-${order.checkInCode.slice(4)}`;
    const response = await inject({ method: "GET", url: `/driver-check-in?checkincode=${typed}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      orderId: order.id,
      number: order.number,
      hubName: "Reno",
      status: "new",
    });
    const detail = await inject({
      method: "GET",
      url: `/driver-check-in-detail?checkincode=${order.checkInCode}`,
    });
    expect(detail.json()).toMatchObject({
      orderId: order.id,
      quantity: order.quantity,
      service: { id: order.service.id },
    });
  });

  it("answers 400 for text that cannot be a code and 404 for an unknown code", async () => {
    expect((await inject({ method: "GET", url: "/driver-check-in?checkincode=hello!" })).statusCode).toBe(
      400,
    );
    expect(
      (await inject({ method: "GET", url: `/driver-check-in?checkincode=${unknownCode}` })).statusCode,
    ).toBe(404);
  });

  it("checks the driver in: details stored, order arrivedToHub, corrections allowed, later statuses refused", async () => {
    const order = await book();
    // An accepted order, its driver inside the check-in window (tests/orders-driver-check-in-window.test.ts has the rest).
    await setStatus(order.id, "accepted");
    clock.set(new Date(Date.parse(order.timeFrom) - 60 * 60_000));
    const update = arrival(order.checkInCode);
    const response = await inject({ method: "PATCH", url: "/driver-check-in", payload: update });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "arrivedToHub",
      truckNumber: "T-1",
      trailerNumber: "R-2",
    });

    const corrected = await inject({
      method: "PATCH",
      url: "/driver-check-in",
      payload: { ...update, truckNumber: "T-9" },
    });
    expect(corrected.json()).toMatchObject({ status: "arrivedToHub", truckNumber: "T-9" });

    await setStatus(order.id, "inProgress");
    const late = await inject({ method: "PATCH", url: "/driver-check-in", payload: update });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: `Order ${order.number}: The order is inProgress; check-in is closed`,
    });
    const blank = await inject({
      method: "PATCH",
      url: "/driver-check-in",
      payload: { ...update, truckNumber: "" },
    });
    expect(blank.statusCode).toBe(400);
  });

  it.each(["closed", "failed", "cancelled", "cancelledByUser", "payCancelled"])(
    "a %s order's code answers all three calls exactly like an unknown code, and changes nothing",
    async (status) => {
      const order = await book();
      await addNote(order.id, privateNote);
      await setStatus(order.id, status);
      for (const [finished, unknown] of checkInCalls(order.checkInCode).map(
        (call, index) => [call, checkInCalls(unknownCode)[index]!] as const,
      )) {
        expect(answer(await inject(finished))).toEqual(answer(await inject(unknown)));
      }
      const [row] = await testApp.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status, truckNumber: order.truckNumber, checkedInAt: null });
    },
  );

  it("shows the driver's phone masked to its last four digits and no customer note or contact", async () => {
    const order = await book();
    await addNote(order.id, privateNote);
    const lookup = await inject({ method: "GET", url: `/driver-check-in?checkincode=${order.checkInCode}` });
    const detail = await inject({
      method: "GET",
      url: `/driver-check-in-detail?checkincode=${order.checkInCode}`,
    });
    const checkedIn = await inject({
      method: "PATCH",
      url: "/driver-check-in",
      payload: arrival(order.checkInCode),
    });
    expect(lookup.json()).toMatchObject({ driverName: "Dana Driver", driverPhone: "+* *** *** 0177" });
    expect(checkedIn.json()).toMatchObject({ driverPhone: "+*******1111" });
    for (const response of [lookup, detail, checkedIn]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain("555 0177");
      expect(response.body).not.toContain("15550001111");
      expect(response.body).not.toContain("Gate code");
      expect(response.body).not.toContain(alice.email);
    }
    expect(Object.keys(detail.json() as object).sort()).toEqual(
      [
        "arrival",
        "checkInClosesAt",
        "checkInOpensAt",
        "hub",
        "hubPhone",
        "number",
        "orderId",
        "quantity",
        "service",
        "status",
        "temperatureControl",
        "timeFrom",
        "timeTo",
        "trailerNumber",
        "truckNumber",
      ].sort(),
    );
  });
});

describe("driver check-in budget", () => {
  const perMinute = 6;
  let limited: TestApp;
  let second: { app: FastifyInstance; close(): Promise<void> };
  beforeAll(async () => {
    const rateLimits = {
      perMinute: 100_000,
      contactFormPerMinute: 100_000,
      driverCheckInPerMinute: perMinute,
    };
    limited = await createTestApp({ rateLimits });
    // A second API instance on the same database must share the budget: it lives in PostgreSQL.
    second = await createSecondInstance(limited, { rateLimits });
  });
  afterAll(async () => {
    await second.close();
    await limited.close();
  });

  it("gives the three calls one budget per address: of 30 calls at once across them and two instances, 6 run and 24 get 429", async () => {
    const remoteAddress = "192.0.2.50";
    const calls = Array.from({ length: 30 }, (_, index) => {
      const call = checkInCalls(unknownCode)[index % 3]!;
      return (index % 2 === 0 ? limited.app : second.app).inject({ ...call, remoteAddress });
    });
    const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(perMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - perMinute);

    const refused = await second.app.inject({ ...checkInCalls(unknownCode)[1]!, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      message: "Too many check-in requests; please try again in a minute",
    });
    // Another address has its own budget.
    const other = await limited.app.inject({ ...checkInCalls(unknownCode)[0]!, remoteAddress: "192.0.2.51" });
    expect(other.statusCode).toBe(404);
  });

  it("counts calls one after another across the three operations the same way", async () => {
    const remoteAddress = "192.0.2.52";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < perMinute + 2; attempt += 1) {
      const call = checkInCalls(unknownCode)[attempt % 3]!;
      statuses.push(
        (await (attempt % 2 === 0 ? limited.app : second.app).inject({ ...call, remoteAddress })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(perMinute).fill(404), 429, 429]);
  });
});
