import { addLocalDays } from "@freight/domain/time/zoned-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "../src/openapi/contract-types.js";
import { hubServicePrices } from "../src/seed-data/prices.js";
import { naughtyStrings } from "./naughty-strings.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;
let dispatcher: SignedInUser;
let reno: { id: number; timeZone: string };
let crossDock: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  dispatcher = await createStaffUser(testApp, { staffRole: "dispatcher" });
  reno = catalogue.hub("reno");
  crossDock = catalogue.service("cross-dock");
});
afterAll(() => testApp.close());

function listPrice(serviceSlug: string, pricingTier: number): number {
  const row = hubServicePrices.find(
    (entry) =>
      entry.hubSlug === "reno" && entry.serviceSlug === serviceSlug && entry.pricingTier === pricingTier,
  );
  if (!row) throw new Error(`no seeded price for reno/${serviceSlug}/${pricingTier}`);
  return row.price;
}

function putPrices(
  customerId: number | string,
  body: unknown,
  as = finance,
  contentType = "application/json",
) {
  return testApp.app.inject({
    method: "PUT",
    url: `/staff/customers/${customerId}/prices`,
    headers: { ...as.headers, "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function quoteAs(customer: SignedInUser | null, dateTime: string) {
  const query = new URLSearchParams({ hub: String(reno.id), service: String(crossDock), dateTime });
  const response = await testApp.app.inject({
    method: "GET",
    url: `/price?${query}`,
    headers: customer?.headers ?? {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Schemas["PriceQuote"];
}

function bookCrossDock(customer: SignedInUser, timeFrom: string) {
  return bookJson(testApp, customer, {
    hubId: reno.id,
    serviceId: crossDock,
    timeFrom,
    quantity: 40,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  });
}

// Monday 2031-03-03 in Reno (Los Angeles time): 09:00 is Regular, 12:00 Peak, 21:00 Best; Saturday is Best.
let week = 0;
function mondayAt(hour: number): string {
  week += 1;
  return slotAt(reno, addLocalDays("2031-03-03", 7 * week), hour);
}

describe("the pricing tier of a slot", () => {
  it("quotes the Regular, Peak and Best list prices by the slot's time on the hub's clock", async () => {
    const regular = await quoteAs(null, mondayAt(9));
    const peak = await quoteAs(null, mondayAt(12));
    const best = await quoteAs(null, mondayAt(21));
    expect([regular.pricingTier, peak.pricingTier, best.pricingTier]).toEqual([0, 1, 2]);
    expect([regular.price, peak.price, best.price]).toEqual([
      listPrice("cross-dock", 0),
      listPrice("cross-dock", 1),
      listPrice("cross-dock", 2),
    ]);
    expect(peak.price).toBeGreaterThan(regular.price);
    expect(best.price).toBeLessThan(regular.price);
  });

  it("charges a booking the tier its slot carries, as quoted", async () => {
    const customer = await createSignedInUser(testApp);
    const timeFrom = mondayAt(12);
    const quoted = await quoteAs(customer, timeFrom);
    const response = await bookCrossDock(customer, timeFrom);
    expect(response.statusCode).toBe(201);
    const order = response.json() as Order;
    expect(order.price).toBe(quoted.price);
    expect(order.price).toBe(listPrice("cross-dock", 1));
  });
});

describe("a customer's own prices", () => {
  it("are quoted and charged to that customer only, at the tier they are set for", async () => {
    const customer = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    const ownPeak = listPrice("cross-dock", 1) - 7;
    const saved = await putPrices(customer.userId, {
      prices: [{ hubId: reno.id, serviceId: crossDock, pricingTier: 1, price: ownPeak }],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Schemas["CustomerPriceList"]).prices).toEqual([
      expect.objectContaining({
        hubId: reno.id,
        serviceId: crossDock,
        pricingTier: 1,
        price: ownPeak,
        listPrice: listPrice("cross-dock", 1),
      }),
    ]);

    const timeFrom = mondayAt(12);
    expect(await quoteAs(customer, timeFrom)).toMatchObject({
      price: ownPeak,
      pricingTier: 1,
      rateSource: "own",
    });
    expect(await quoteAs(other, timeFrom)).toMatchObject({
      price: listPrice("cross-dock", 1),
      rateSource: "list",
    });
    expect(await quoteAs(null, timeFrom)).toMatchObject({
      price: listPrice("cross-dock", 1),
      rateSource: "list",
    });
    // The Regular tier has no own price: the list price applies.
    expect(await quoteAs(customer, mondayAt(9))).toMatchObject({
      price: listPrice("cross-dock", 0),
      rateSource: "list",
    });

    const booked = await bookCrossDock(customer, timeFrom);
    expect(booked.statusCode).toBe(201);
    const order = booked.json() as Order;
    expect(order.price).toBe(ownPeak);

    // A later change applies to new quotes; the order keeps the price it was booked at.
    expect((await putPrices(customer.userId, { prices: [] })).statusCode).toBe(200);
    expect(await quoteAs(customer, timeFrom)).toMatchObject({ rateSource: "list" });
    const reread = await testApp.app.inject({ url: `/order/${order.id}`, headers: customer.headers });
    expect((reread.json() as Order).price).toBe(ownPeak);
  });

  it("are read by staff who see customers and changed by finance only", async () => {
    const customer = await createSignedInUser(testApp);
    const body = { prices: [{ hubId: reno.id, serviceId: crossDock, pricingTier: 0, price: 100 }] };
    expect((await putPrices(customer.userId, body, dispatcher)).statusCode).toBe(403);
    expect((await putPrices(customer.userId, body, customer)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: "PUT",
      url: `/staff/customers/${customer.userId}/prices`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await putPrices(customer.userId, body)).statusCode).toBe(200);
    const read = await testApp.app.inject({
      url: `/staff/customers/${customer.userId}/prices`,
      headers: dispatcher.headers,
    });
    expect(read.statusCode).toBe(200);
    expect((read.json() as Schemas["CustomerPriceList"]).prices).toHaveLength(1);
    const byCustomer = await testApp.app.inject({
      url: `/staff/customers/${customer.userId}/prices`,
      headers: customer.headers,
    });
    expect(byCustomer.statusCode).toBe(403);
  });

  it("records each change in the audit log with who made it", async () => {
    const customer = await createSignedInUser(testApp);
    await putPrices(customer.userId, {
      prices: [{ hubId: reno.id, serviceId: crossDock, pricingTier: 2, price: 321 }],
    });
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const log = await testApp.app.inject({
      url: `/staff/audit-log?action=replaceCustomerPrices&targetId=${customer.userId}`,
      headers: admin.headers,
    });
    expect(log.statusCode).toBe(200);
    const entries = (log.json() as { items: { actorUserId: number; action: string }[] }).items;
    expect(entries).toEqual([
      expect.objectContaining({ actorUserId: finance.userId, action: "replaceCustomerPrices" }),
    ]);
  });

  it("refuses, with 400 and nothing saved, repeats, services the hub does not list, and bad prices or tiers", async () => {
    const customer = await createSignedInUser(testApp);
    const entry = { hubId: reno.id, serviceId: crossDock, pricingTier: 0, price: 500 };
    const cases: [unknown, RegExp][] = [
      [{ prices: [entry, { ...entry, price: 600 }] }, /repeats hub/],
      [{ prices: [{ ...entry, serviceId: 99_999 }] }, /lists no price for service 99999/],
      [{ prices: [{ ...entry, price: -1 }] }, /price/],
      [{ prices: [{ ...entry, price: 1.5 }] }, /price/],
      [{ prices: [{ ...entry, price: 1e20 }] }, /price/],
      [{ prices: [{ ...entry, pricingTier: 3 }] }, /pricingTier/],
      [{ prices: [{ ...entry, hubId: "\u0000" }] }, /hubId/],
      [{ prices: "all" }, /prices/],
      [{}, /prices/],
      ["{not json", /JSON|body/i],
    ];
    for (const [body, message] of cases) {
      const response = await putPrices(customer.userId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { message: string }).message).toMatch(message);
    }
    for (const text of naughtyStrings().slice(0, 40)) {
      const response = await putPrices(customer.userId, { prices: [{ ...entry, price: text }] });
      expect(response.statusCode, text).toBe(400);
    }
    const read = await testApp.app.inject({
      url: `/staff/customers/${customer.userId}/prices`,
      headers: finance.headers,
    });
    expect((read.json() as Schemas["CustomerPriceList"]).prices).toEqual([]);
  });

  it("answers 404 for a customer that does not exist or is staff, and 400 for an id that is not one", async () => {
    const body = { prices: [] };
    for (const id of [99_999_999, finance.userId]) {
      expect((await putPrices(id, body)).statusCode).toBe(404);
    }
    for (const id of ["abc", "1e20", "-1", "%00"]) {
      expect((await putPrices(id, body)).statusCode).toBe(400);
    }
  });

  it("takes every content type as the contract says: JSON only", async () => {
    const customer = await createSignedInUser(testApp);
    const body = `prices=${encodeURIComponent("[]")}`;
    for (const type of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await putPrices(customer.userId, body, finance, type);
      expect(response.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, type).toBeLessThan(500);
    }
  });

  it("keeps one whole list when 20 saves race: the last save wins, never a mix", async () => {
    const customer = await createSignedInUser(testApp);
    const saves = Array.from({ length: 20 }, (_, index) => ({
      prices: [
        { hubId: reno.id, serviceId: crossDock, pricingTier: 0, price: 1_000 + index },
        { hubId: reno.id, serviceId: crossDock, pricingTier: 1, price: 2_000 + index },
      ],
    }));
    const answers = await Promise.all(saves.map((body) => putPrices(customer.userId, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(saves.map(() => 200));
    const read = await testApp.app.inject({
      url: `/staff/customers/${customer.userId}/prices`,
      headers: finance.headers,
    });
    const prices = (read.json() as Schemas["CustomerPriceList"]).prices;
    expect(prices).toHaveLength(2);
    const [regular, peak] = prices;
    expect((peak?.price ?? 0) - (regular?.price ?? 0)).toBe(1_000);
  });
});
