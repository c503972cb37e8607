import { parseOrderListQuery } from "@freight/domain/lists/order-list-query";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ESTIMATED_QUEUE_TOTAL_FROM,
  orderPageQueries,
  searchMatches,
} from "../src/orders/order-list-service.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let staff: SignedInUser;
let marta: SignedInUser;
let other: SignedInUser;
let martaOrder: Order;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  staff = await createStaffUser(testApp);
  marta = await createSignedInUser(testApp, { firstName: "Marta", lastName: "Quillfeather" });
  other = await createSignedInUser(testApp, { firstName: "Otto", lastName: "Brandt" });
  const reno = catalogue.hub("reno");
  const book = (user: SignedInUser, driverName: string, week: number) =>
    bookJson(testApp, user, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, addLocalDays("2033-03-07", 7 * week), 9),
      quantity: 5,
      driverName,
      driverPhone: "+15551230000",
    });
  martaOrder = (await book(marta, "Dana Driver", 1)).json() as Order;
  await book(other, "Zeke Wheeler", 2);
});
afterAll(() => testApp.close());

async function staffSearch(search: string): Promise<Order[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/staff/orders",
    query: { search, limit: "100" },
    headers: staff.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Order[] }).items;
}

describe("the staff order search", () => {
  it("finds a customer's orders by their name or e-mail", async () => {
    expect((await staffSearch("quillfeather")).map((order) => order.id)).toEqual([martaOrder.id]);
    expect((await staffSearch(marta.email.slice(0, 12))).map((order) => order.id)).toContain(martaOrder.id);
  });

  it("finds orders by number, driver and hub name", async () => {
    expect((await staffSearch(martaOrder.number)).map((order) => order.id)).toEqual([martaOrder.id]);
    expect((await staffSearch("zeke wheel")).every((order) => order.driverName === "Zeke Wheeler")).toBe(
      true,
    );
    expect((await staffSearch("reno")).length).toBeGreaterThanOrEqual(2);
  });

  it("does not let a customer's search match other customers' names", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/orders-for-history",
      query: { search: "Brandt" },
      headers: marta.headers,
    });
    expect((response.json() as { totalItems: number }).totalItems).toBe(0);
  });

  it("looks up the hubs, services and customers a search names first, so the order query lists their ids", async () => {
    const db = testApp.database.db;
    const query = (search: string) => {
      const parsed = parseOrderListQuery({ search });
      if (!parsed.ok) throw new Error("the query did not parse");
      return parsed.query;
    };
    const byName = await searchMatches(db, { kind: "staff" }, query("quillfeather"));
    expect(byName).toEqual({ hubIds: [], serviceIds: [], customerIds: [marta.userId] });
    const byHub = await searchMatches(db, { kind: "staff" }, query("reno"));
    expect(byHub?.hubIds).toEqual([catalogue.hub("reno").id]);
    // A customer's own search never looks at other customers.
    expect(
      (await searchMatches(db, { kind: "history", customerId: marta.userId }, query("brandt")))?.customerIds,
    ).toEqual([]);
    expect(await searchMatches(db, { kind: "staff" }, query(""))).toBeUndefined();
    // No sub-select is left in the order query: the planner sees how few orders the arms name.
    const { sql } = orderPageQueries(db, { kind: "staff" }, query("quillfeather"), byName).count.toSQL();
    expect(sql).not.toMatch(/array\(select/);
    expect(sql).toMatch(/"customer_id" in \(\$\d+\)/);
    // Nothing matched besides the order text: only the trigram arm stays.
    const none = await searchMatches(db, { kind: "staff" }, query("zzqqxx"));
    expect(orderPageQueries(db, { kind: "staff" }, query("zzqqxx"), none).count.toSQL().sql).not.toMatch(
      /hub_id|service_id|customer_id/,
    );
  });

  it("finds by hub name, service name and customer through the looked-up ids as through the sub-selects", async () => {
    expect((await staffSearch("reno")).length).toBeGreaterThanOrEqual(2);
    expect((await staffSearch("brandt")).every((order) => order.driverName === "Zeke Wheeler")).toBe(true);
    expect((await staffSearch("zzqqxx")).length).toBe(0);
  });

  it("walks the status index for the console's queue filtered by a status, in either slot order", async () => {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      await client.query("set enable_seqscan = off");
      await client.query("set enable_bitmapscan = off");
      for (const order of ["asc", "desc"]) {
        const parsed = parseOrderListQuery({ sortBy: "date", order, limit: "50" });
        if (!parsed.ok) throw new Error("the query did not parse");
        const { sql, params } = orderPageQueries(
          testApp.database.db,
          { kind: "staff", status: "new" },
          parsed.query,
        ).page.toSQL();
        const plan = await client.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
        const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
        expect(text).toMatch(/Index Scan( Backward)? using orders_status_time_idx/);
        expect(text).not.toMatch(/Sort/);
      }
    } finally {
      await client.end();
    }
  });

  it("is answered from indexes, never by reading every order", async () => {
    const parsed = parseOrderListQuery({ search: "quillfeather", limit: "50" });
    if (!parsed.ok) throw new Error("the query did not parse");
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      // With full scans priced out (a sequential scan, or walking the time index filtering every row), the
      // planner still reads every order when no index condition can answer the search.
      await client.query("set enable_seqscan = off");
      await client.query("set enable_indexscan = off");
      const db = testApp.database.db;
      const matches = await searchMatches(db, { kind: "staff" }, parsed.query);
      for (const query of [
        ...Object.values(orderPageQueries(db, { kind: "staff" }, parsed.query)),
        ...Object.values(orderPageQueries(db, { kind: "staff" }, parsed.query, matches)),
      ]) {
        const { sql, params } = query.toSQL();
        const plan = await client.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
        const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
        expect(text).not.toMatch(/Seq Scan on orders/);
        expect(text).toMatch(/orders_search_trgm_idx/);
      }
    } finally {
      await client.end();
    }
  });
});

describe("the console's queue total", () => {
  const queue = async (query: Record<string, string> = {}) => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/staff/orders",
      query,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: Order[];
      totalItems: number;
      totalPages: number;
      isTotalEstimated?: boolean;
    };
  };

  it("counts every order exactly below 50,000 orders (by PostgreSQL's estimate)", async () => {
    const page = await queue();
    expect(page.isTotalEstimated).toBeUndefined();
    expect(page.totalItems).toBe(page.items.length);
  });

  it("answers PostgreSQL's estimate, marked, for the unfiltered queue at 50,000 orders or more; any filter counts", async () => {
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      // What ANALYZE would leave at that size (the test database runs as a superuser).
      await client.query("update pg_class set reltuples = $1 where oid = 'orders'::regclass", [
        ESTIMATED_QUEUE_TOTAL_FROM + 1234,
      ]);
      const estimated = await queue({ limit: "10" });
      expect(estimated.isTotalEstimated).toBe(true);
      expect(estimated.totalItems).toBe(ESTIMATED_QUEUE_TOTAL_FROM + 1234);
      expect(estimated.totalPages).toBe(Math.ceil((ESTIMATED_QUEUE_TOTAL_FROM + 1234) / 10));
      expect(estimated.items.length).toBeGreaterThanOrEqual(2);
      const filters: Record<string, string>[] = [
        { status: "new" },
        { search: "reno" },
        { hubId: String(catalogue.hub("reno").id) },
      ];
      for (const filter of filters) {
        const counted = await queue(filter);
        expect(counted.isTotalEstimated, JSON.stringify(filter)).toBeUndefined();
        expect(counted.totalItems, JSON.stringify(filter)).toBe(counted.items.length);
      }
    } finally {
      await client.query("analyze orders");
      await client.end();
    }
  });
});
