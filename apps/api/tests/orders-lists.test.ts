import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingWeekStart, bookingWeekStarts } from "@freight/domain/orders/booking-weeks";
import { orders } from "../src/db/schema/index.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let alice: SignedInUser;
let bob: SignedInUser;
const booked: Order[] = [];

interface Page {
  items: Order[];
  totalPages: number;
  totalItems: number;
  currentPage: number;
}

/** Alice's orders: hub, service, local date and hour, driver, truck, trailer. */
const plan = [
  ["reno", "cross-dock", "2030-05-06", 9, "Ann Able", "TRK-100", "TRL-900"],
  ["reno", "transload", "2030-05-06", 12, "Ben Baker", "TRK-101", "TRL-901"],
  ["denver", "cross-dock", "2030-05-07", 6, "Cat Cole", "TRK-102", "TRL-902"],
  ["denver", "storage", "2030-05-08", 15, "Dan Dale", "TRK-103", "TRL-903"],
  ["columbus", "rework", "2030-05-09", 9, "Eve Egan", "TRK-104", "TRL-904"],
  ["columbus", "cross-dock", "2030-05-10", 18, "Fay Fox", "TRK-105", "TRL-905"],
  ["stockton", "transload", "2030-05-11", 21, "Gus Gray", "TRK-106", "TRL-906"],
  ["stockton", "storage", "2030-05-12", 0, "Hal Hope", "TRK-107", "TRL-907"],
] as const;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  alice = await createSignedInUser(testApp);
  bob = await createSignedInUser(testApp);
  for (const [hubSlug, serviceSlug, date, hour, driverName, truckNumber, trailerNumber] of plan) {
    const hub = catalogue.hub(hubSlug);
    const response = await bookJson(testApp, alice, {
      hubId: hub.id,
      serviceId: catalogue.service(serviceSlug),
      timeFrom: slotAt(hub, date, hour),
      quantity: 10,
      driverName,
      truckNumber,
      trailerNumber,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    booked.push(response.json() as Order);
  }
  // Bob's order must never show up in Alice's lists.
  const reno = catalogue.hub("reno");
  await bookJson(testApp, bob, {
    hubId: reno.id,
    serviceId: catalogue.service("cross-dock"),
    timeFrom: slotAt(reno, "2030-05-06", 9),
    quantity: 10,
    driverName: "Ann Able",
  });
  // Statuses for the active/dashboard split: one closed, one cancelled by the customer, one failed.
  const setStatus = (order: Order | undefined, status: string) =>
    testApp.database.db
      .update(orders)
      .set({ status })
      .where(eq(orders.id, order?.id ?? 0));
  await setStatus(booked[5], "closed");
  await setStatus(booked[6], "cancelledByUser");
  await setStatus(booked[7], "failed");
  await setStatus(booked[2], "inProgress");
});
afterAll(() => testApp.close());

async function page(path: string, query: Record<string, string> = {}, user: SignedInUser | null = alice) {
  const response = await testApp.app.inject({
    method: "GET",
    url: path,
    query,
    ...(user ? { headers: user.headers } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as Page & { message: string; fieldErrors: { field: string }[] },
  };
}

const numbers = (body: Page) => body.items.map((order) => order.number);
const byPlan = (...indexes: number[]) => indexes.map((index) => booked[index]?.number);

describe("listOrderHistory", () => {
  it("pages the customer's orders, newest slot first, with totals", async () => {
    const { status, body } = await page("/orders-for-history", { limit: "3" });
    expect(status).toBe(200);
    expect(body.totalItems).toBe(8);
    expect(body.totalPages).toBe(3);
    expect(body.currentPage).toBe(0);
    expect(numbers(body)).toEqual(byPlan(7, 6, 5));
    const last = await page("/orders-for-history", { limit: "3", page: "2" });
    expect(numbers(last.body)).toEqual(byPlan(1, 0));
    expect(last.body.currentPage).toBe(2);
  });

  it("answers the default page size of 7", async () => {
    const { body } = await page("/orders-for-history");
    expect(body.items).toHaveLength(7);
    expect(body.totalPages).toBe(2);
  });

  it("sorts by date ascending and by FB number both ways", async () => {
    expect(
      numbers((await page("/orders-for-history", { sortBy: "date", order: "asc", limit: "100" })).body),
    ).toEqual(byPlan(0, 1, 2, 3, 4, 5, 6, 7));
    const ascending = [...booked.map((order) => order.number)].sort();
    expect(
      numbers((await page("/orders-for-history", { sortBy: "fbNumber", order: "asc", limit: "100" })).body),
    ).toEqual(ascending);
    expect(
      numbers((await page("/orders-for-history", { sortBy: "fbNumber", order: "desc", limit: "100" })).body),
    ).toEqual([...ascending].reverse());
  });

  it.each([
    ["the FB number", () => booked[3]?.number ?? "", [3]],
    ["the driver name, ignoring case", () => "eve egan", [4]],
    ["the truck number", () => "TRK-101", [1]],
    ["the trailer number", () => "trl-902", [2]],
    ["the service name", () => "Rework", [4]],
    ["the hub name", () => "Stockton", [7, 6]],
  ])("searches by %s", async (_label, search, expected) => {
    const { body } = await page("/orders-for-history", { search: search(), limit: "100" });
    expect(numbers(body)).toEqual(byPlan(...expected));
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect((await page("/orders-for-history", { search: "%" })).body.totalItems).toBe(0);
    expect((await page("/orders-for-history", { search: "_" })).body.totalItems).toBe(0);
  });

  it("filters by hub and by service", async () => {
    const denver = catalogue.hub("denver").id;
    expect(numbers((await page("/orders-for-history", { hubId: String(denver) })).body)).toEqual(
      byPlan(3, 2),
    );
    const storage = catalogue.service("storage");
    expect(numbers((await page("/orders-for-history", { serviceId: String(storage) })).body)).toEqual(
      byPlan(7, 3),
    );
  });

  it("filters one local day when only dateFrom is given (dateTo derived) and a range with both", async () => {
    expect(numbers((await page("/orders-for-history", { dateFrom: "2030-05-06" })).body)).toEqual(
      byPlan(1, 0),
    );
    expect(
      numbers((await page("/orders-for-history", { dateFrom: "2030-05-07", dateTo: "2030-05-09" })).body),
    ).toEqual(byPlan(4, 3, 2));
  });

  it("filters by local slot hour in each hub's zone (timeFrom/timeTo inclusive)", async () => {
    expect(numbers((await page("/orders-for-history", { timeFrom: "9", timeTo: "12" })).body)).toEqual(
      byPlan(4, 1, 0),
    );
    expect(numbers((await page("/orders-for-history", { timeFrom: "18" })).body)).toEqual(byPlan(6, 5));
    expect(numbers((await page("/orders-for-history", { timeTo: "6" })).body)).toEqual(byPlan(7, 2));
  });

  it("combines filters", async () => {
    const reno = catalogue.hub("reno").id;
    const { body } = await page("/orders-for-history", {
      hubId: String(reno),
      dateFrom: "2030-05-06",
      timeFrom: "12",
      search: "baker",
    });
    expect(numbers(body)).toEqual(byPlan(1));
  });

  it.each([
    ["page", { page: "-1" }],
    ["page", { page: "x" }],
    ["limit", { limit: "0" }],
    ["limit", { limit: "101" }],
    ["hubId", { hubId: "abc" }],
    ["serviceId", { serviceId: "0" }],
    ["dateFrom", { dateFrom: "2030-02-30" }],
    ["dateTo", { dateFrom: "2030-05-09", dateTo: "2030-05-01" }],
    ["timeFrom", { timeFrom: "24" }],
    ["timeTo", { timeFrom: "10", timeTo: "9" }],
    ["sortBy", { sortBy: "price" }],
    ["order", { order: "up" }],
    ["search", { search: "x".repeat(201) }],
  ])("answers 400 naming %s for bad input", async (field, query) => {
    const { status, body } = await page("/orders-for-history", query);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });

  it("needs a session", async () => {
    expect((await page("/orders-for-history", {}, null)).status).toBe(401);
  });
});

describe("listOrders (active), listDashboardOrders, listOngoingOrders", () => {
  it("lists only orders still under way as active", async () => {
    const { body } = await page("/orders", { limit: "100" });
    expect(numbers(body)).toEqual(byPlan(4, 3, 2, 1, 0));
  });

  it("lists the dashboard's orders without cancellations", async () => {
    const { body } = await page("/orders-for-dashboard", { limit: "100" });
    expect(numbers(body)).toEqual(byPlan(7, 5, 4, 3, 2, 1, 0));
  });

  it("applies the same query fields to the active list", async () => {
    const { body } = await page("/orders", { search: "cross", sortBy: "date", order: "asc" });
    expect(numbers(body)).toEqual(byPlan(0, 2));
  });

  it("answers an empty page to an anonymous caller", async () => {
    const { status, body } = await page("/orders", {}, null);
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], totalPages: 0, totalItems: 0, currentPage: 0 });
  });

  it("lists ongoing orders soonest first", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/orders-ongoing",
      headers: alice.headers,
    });
    expect((response.json() as Order[]).map((order) => order.number)).toEqual(byPlan(0, 1, 2, 3, 4));
  });

  it("reads only as many ongoing orders as asked (the dashboard's five), and refuses a limit outside 1–20", async () => {
    const ongoing = (query: Record<string, string>) =>
      testApp.app.inject({ method: "GET", url: "/orders-ongoing", query, headers: alice.headers });
    const two = await ongoing({ limit: "2" });
    expect(two.statusCode).toBe(200);
    expect((two.json() as Order[]).map((order) => order.number)).toEqual(byPlan(0, 1));
    for (const limit of ["0", "21", "-1", "2.5", "many"]) {
      const refused = await ongoing({ limit });
      expect(refused.statusCode, limit).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(/limit/);
    }
  });
});

describe("countOrdersPerWeek", () => {
  const DAY_MS = 86_400_000;
  interface Weeks {
    firstWeekStart: string;
    counts: { weekStart: string; status: string; count: number }[];
  }
  const perWeek = async (query: Record<string, string> = {}, user: SignedInUser | null = alice) =>
    testApp.app.inject({
      method: "GET",
      url: "/orders-per-week",
      query,
      ...(user ? { headers: user.headers } : {}),
    });

  it("counts the caller's orders per booking week and status, leaving out older weeks and other customers", async () => {
    const now = Date.now();
    const setCreated = (order: Order | undefined, at: number) =>
      testApp.database.db
        .update(orders)
        .set({ createdAt: new Date(at) })
        .where(eq(orders.id, order?.id ?? 0));
    await setCreated(booked[0], now - 14 * DAY_MS);
    await setCreated(booked[1], now - 200 * DAY_MS);
    try {
      const eight = (await perWeek()).json() as Weeks;
      expect(eight.firstWeekStart).toBe(bookingWeekStarts(now, 8)[0]);
      // Alice's 8 orders but the one booked 200 days ago; Bob's order never.
      expect(eight.counts.reduce((sum, row) => sum + row.count, 0)).toBe(7);
      expect(eight.counts).toContainEqual({
        weekStart: bookingWeekStart(now - 14 * DAY_MS),
        status: "new",
        count: 1,
      });
      const thisWeek = eight.counts.filter((row) => row.weekStart === bookingWeekStart(now));
      expect(thisWeek).toContainEqual({ weekStart: bookingWeekStart(now), status: "inProgress", count: 1 });
      expect(thisWeek).toContainEqual({ weekStart: bookingWeekStart(now), status: "failed", count: 1 });

      const one = (await perWeek({ weeks: "1" })).json() as Weeks;
      expect(one.firstWeekStart).toBe(bookingWeekStart(now));
      expect(one.counts.reduce((sum, row) => sum + row.count, 0)).toBe(6);

      const bobs = (await perWeek({}, bob)).json() as Weeks;
      expect(bobs.counts).toEqual([{ weekStart: bookingWeekStart(now), status: "new", count: 1 }]);
    } finally {
      await setCreated(booked[0], now);
      await setCreated(booked[1], now);
    }
  });

  it("answers 400 in words to a week count outside 1–26, not a number, or an unknown parameter", async () => {
    const queries: Record<string, string>[] = [
      { weeks: "0" },
      { weeks: "27" },
      { weeks: "two" },
      { weeks: "2.5" },
      { week: "2" },
    ];
    for (const query of queries) {
      const response = await perWeek(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(/[a-z]{3,}/);
    }
  });

  it("answers 401 to a caller who is not signed in", async () => {
    expect((await perWeek({}, null)).statusCode).toBe(401);
  });
});

describe("getDashboardMetrics", () => {
  it("counts created, in-progress, completed and failed orders with the created share", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dashboard", headers: alice.headers });
    expect(response.json()).toEqual({
      createdOrdersCount: 4,
      progressOrdersCount: 1,
      complitedOrdersCount: 1,
      failedOrdersCount: 1,
      createdOrdersPercentage: 57,
    });
  });

  it("answers zeros to an anonymous caller", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/dashboard" });
    expect((response.json() as { createdOrdersCount: number }).createdOrdersCount).toBe(0);
  });
});

describe("filter lists", () => {
  it("offers hubs and services sorted by name", async () => {
    const hubs = (
      await testApp.app.inject({ method: "GET", url: "/hubs-for-filter", headers: alice.headers })
    ).json() as {
      name: string;
    }[];
    const names = hubs.map((hub) => hub.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const services = (
      await testApp.app.inject({ method: "GET", url: "/services-for-filter" })
    ).json() as unknown[];
    expect(services.length).toBeGreaterThan(0);
  });
});
