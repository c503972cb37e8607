import { todayIn } from "@freight/domain/time/time-slots";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubSlotSettings, hubs, services } from "../src/db/schema/index.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { bookJson, loadCatalogue, slotAt, type Catalogue, type Order } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
let catalogue: Catalogue;
let finance: SignedInUser;
let reno: { id: number; timeZone: string };
let greenville: { id: number; timeZone: string };
let transload: number;
let rework: number;

beforeAll(async () => {
  testApp = await createTestApp();
  catalogue = await loadCatalogue(testApp);
  finance = await createStaffUser(testApp, { staffRole: "finance" });
  reno = catalogue.hub("reno");
  greenville = catalogue.hub("greenville");
  transload = catalogue.service("transload");
  rework = catalogue.service("rework");
  // This file's own database: Greenville becomes a dedicated hub and Rework a contract-only service.
  await testApp.database.db.update(hubs).set({ isPublic: false }).where(eq(hubs.id, greenville.id));
  await testApp.database.db.update(services).set({ isPublic: false }).where(eq(services.id, rework));
  testApp.app.publicReadCache.invalidate(["hubs", "services", "prices"]);
});
afterAll(() => testApp.close());

// A Tuesday far ahead; 09:00 is a Regular, business-hours slot at every hub.
let week = 0;
function tuesdayAt(hub: { timeZone: string }, hour: number): string {
  week += 1;
  return slotAt(hub, addLocalDays("2031-06-03", 7 * week), hour);
}

async function getJson<T>(url: string, as?: SignedInUser): Promise<T> {
  const response = await testApp.app.inject({ method: "GET", url, headers: as?.headers ?? {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function minMax(url: "/minmaxprice" | "/minmaxprice-for-index", as?: SignedInUser) {
  const response = await testApp.app.inject({
    method: "POST",
    url,
    headers: as?.headers ?? {},
    payload: { dateFrom: "2031-06-10", dateTo: "2031-06-17" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Schemas["MinMaxPriceList"]).items;
}

function quote(
  url: "/price" | "/price-for-index",
  hubId: number,
  serviceId: number,
  dateTime: string,
  as?: SignedInUser,
) {
  const query = new URLSearchParams({ hub: String(hubId), service: String(serviceId), dateTime });
  return testApp.app.inject({ method: "GET", url: `${url}?${query}`, headers: as?.headers ?? {} });
}

async function giveOwnRate(customer: SignedInUser, hubId: number, serviceId: number, price: number) {
  const saved = await testApp.app.inject({
    method: "PUT",
    url: `/staff/customers/${customer.userId}/prices`,
    headers: finance.headers,
    payload: { prices: [{ hubId, serviceId, pricingTier: 0, price }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

function bookAt(customer: SignedInUser, hubId: number, serviceId: number, timeFrom: string) {
  return bookJson(testApp, customer, {
    hubId,
    serviceId,
    timeFrom,
    quantity: 1,
    driverName: "Dana Driver",
    driverPhone: "+15551230000",
  });
}

describe("visitors see the public hubs, services and prices", () => {
  it("keeps a hub and a service that are not public off every public list", async () => {
    const publicHubs = await getJson<Schemas["Hub"][]>("/hubs-for-index");
    const anonymousHubs = await getJson<Schemas["Hub"][]>("/hubs");
    const details = await getJson<Schemas["HubDetails"][]>("/hub-details-for-index");
    const publicServices = await getJson<Schemas["Service"][]>("/services-for-index");
    expect(publicHubs.map((hub) => hub.id)).not.toContain(greenville.id);
    expect(anonymousHubs.map((hub) => hub.id)).not.toContain(greenville.id);
    expect(details.map((entry) => entry.hubId)).not.toContain(greenville.id);
    expect(publicHubs.map((hub) => hub.id)).toContain(reno.id);
    expect(publicServices.map((service) => service.id)).not.toContain(rework);
    expect(details.find((entry) => entry.hubId === reno.id)?.serviceIds).not.toContain(rework);
    const ranges = await minMax("/minmaxprice-for-index");
    expect(ranges.some((range) => range.hubId === greenville.id || range.serviceId === rework)).toBe(false);
    expect(ranges.some((range) => range.hubId === reno.id && range.serviceId === transload)).toBe(true);
  });

  it("answers a visitor's quote at a hub that is not public as for a hub that does not exist", async () => {
    const refused = await quote("/price-for-index", greenville.id, transload, tuesdayAt(greenville, 9));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: `There is no hub with id ${greenville.id}` });
    const reworkAtReno = await quote("/price-for-index", reno.id, rework, tuesdayAt(reno, 9));
    expect(reworkAtReno.statusCode).toBe(404);
  });
});

describe("a signed-in account gets its own hubs, services and prices", () => {
  it("lists a dedicated hub and a contract-only service to the account with its own rate there, and to no other", async () => {
    const contracted = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    await giveOwnRate(contracted, greenville.id, rework, 3_000);

    const ownHubs = await getJson<Schemas["Hub"][]>("/hubs", contracted);
    const ownServices = await getJson<Schemas["Service"][]>("/services", contracted);
    expect(ownHubs.map((hub) => hub.id)).toEqual(expect.arrayContaining([greenville.id, reno.id]));
    expect(ownServices.map((service) => service.id)).toEqual(expect.arrayContaining([rework, transload]));
    // The hub list stays sorted by name with the dedicated hub in its place.
    expect(ownHubs.map((hub) => hub.name)).toEqual(
      [...ownHubs.map((hub) => hub.name)].sort((a, b) => a.localeCompare(b)),
    );

    const otherHubs = await getJson<Schemas["Hub"][]>("/hubs", other);
    const otherServices = await getJson<Schemas["Service"][]>("/services", other);
    expect(otherHubs.map((hub) => hub.id)).not.toContain(greenville.id);
    expect(otherServices.map((service) => service.id)).not.toContain(rework);
  });

  it("books the dedicated hub for the account it is open to, and refuses every other account in words", async () => {
    const contracted = await createSignedInUser(testApp);
    const other = await createSignedInUser(testApp);
    await giveOwnRate(contracted, greenville.id, rework, 3_100);
    const timeFrom = tuesdayAt(greenville, 9);

    const booked = await bookAt(contracted, greenville.id, rework, timeFrom);
    expect(booked.statusCode, booked.body).toBe(201);
    expect((booked.json() as Order).price).toBe(3_100);

    const refused = await bookAt(other, greenville.id, transload, timeFrom);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: `There is no hub with id ${greenville.id}` });
    const refusedService = await bookAt(other, reno.id, rework, tuesdayAt(reno, 9));
    expect(refusedService.statusCode).toBe(404);
    expect(refusedService.json()).toMatchObject({ message: `There is no service with id ${rework}` });
    const otherQuote = await quote("/price", greenville.id, transload, timeFrom, other);
    expect(otherQuote.statusCode).toBe(404);
  });

  it("prices the account's ranges at its own rates, tier by tier, while visitors keep the list prices", async () => {
    const customer = await createSignedInUser(testApp);
    const publicRange = (await minMax("/minmaxprice-for-index")).find(
      (range) => range.hubId === reno.id && range.serviceId === transload,
    );
    if (!publicRange) throw new Error("no public transload range at Reno");
    const ownRegular = publicRange.minPrice - 1_000;
    await giveOwnRate(customer, reno.id, transload, ownRegular);

    const own = (await minMax("/minmaxprice", customer)).find(
      (range) => range.hubId === reno.id && range.serviceId === transload,
    );
    expect(own).toEqual({
      hubId: reno.id,
      serviceId: transload,
      minPrice: ownRegular,
      maxPrice: publicRange.maxPrice,
    });
    const anonymous = (await minMax("/minmaxprice")).find(
      (range) => range.hubId === reno.id && range.serviceId === transload,
    );
    expect(anonymous).toEqual(publicRange);
    // Their quote and their booking agree with their range.
    const timeFrom = tuesdayAt(reno, 9);
    const quoted = (
      await quote("/price", reno.id, transload, timeFrom, customer)
    ).json() as Schemas["PriceQuote"];
    expect(quoted).toMatchObject({ price: ownRegular, rateSource: "own" });
    const booked = await bookAt(customer, reno.id, transload, timeFrom);
    expect((booked.json() as Order).price).toBe(ownRegular);
  });
});

describe("the hub page's price check charges what a booking charges", () => {
  it("quotes a visitor the price and fee type a new customer's booking of that slot is then charged", async () => {
    const customer = await createSignedInUser(testApp);
    // Monday–Friday 6 AM – 8 PM at Reno: 9 AM is business hours, 9 PM a call fee (Reno calls staff out).
    for (const hour of [9, 21]) {
      const timeFrom = tuesdayAt(reno, hour);
      const checked = await quote("/price-for-index", reno.id, transload, timeFrom);
      expect(checked.statusCode, checked.body).toBe(200);
      const price = checked.json() as Schemas["PriceQuote"];
      expect(price.feeType).toBe(hour === 9 ? 10 : 30);
      const booked = await bookAt(customer, reno.id, transload, timeFrom);
      expect(booked.statusCode, booked.body).toBe(201);
      const order = booked.json() as Order;
      expect(order.price).toBe(price.price);
      expect(order.hubFeeType).toBe(price.feeType);
      expect([order.firstHourFee, order.secondHourFee, order.afterHoursFee]).toEqual([
        price.firstHourFee,
        price.secondHourFee,
        price.afterHoursFee,
      ]);
    }
  });
});

describe("a hub's public details", () => {
  it("give Reno's week on its own clock, the zone with its abbreviations, its services, amenities and closures ahead", async () => {
    // Within the 90 days a hub page looks ahead.
    const date = addLocalDays(todayIn(reno.timeZone, new Date()), 20);
    await testApp.database.db.insert(hubSlotSettings).values([
      { hubId: reno.id, startsAt: new Date(slotAt(reno, date, 6)), closedReason: "Dock repairs" },
      { hubId: reno.id, startsAt: new Date(slotAt(reno, date, 9)), closedReason: "Dock repairs" },
    ]);
    testApp.app.publicReadCache.invalidate(["hubs"]);
    const details = await getJson<Schemas["HubDetails"][]>("/hub-details-for-index");
    const renoDetails = details.find((entry) => entry.hubId === reno.id);
    expect(renoDetails?.openingHours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: "06:00", closesAt: "20:00" })),
      { weekday: 6, opensAt: "08:00", closesAt: "14:00" },
    ]);
    expect(renoDetails?.zoneAbbreviations).toMatch(/^Pacific Time \(PST\/PDT\)$/);
    expect(renoDetails?.serviceIds).toContain(transload);
    expect(renoDetails?.driverAmenities).toEqual(["Restrooms", "Truck parking", "Free Wi-Fi"]);
    expect(renoDetails?.capabilities).toEqual(["Floor-loaded freight", "Customs bonded"]);
    // Two closed slots of one reason are one stretch: 6 AM to noon on the hub's clock.
    expect(renoDetails?.closures).toEqual([
      expect.objectContaining({
        date,
        reason: "Dock repairs",
        startsAt: slotAt(reno, date, 6),
        endsAt: slotAt(reno, date, 12),
        label: expect.stringMatching(/6:00 AM – 12:00 PM P[SD]T$/),
      }),
    ]);
  });

  it("tells the map the weekday hours most public hubs keep, from their own hours", async () => {
    const filters = await getJson<Schemas["MapFilters"]>("/map/filters");
    // Greenville (6 AM – 6 PM) is not public in this file: 6 AM – 8 PM is still kept by most of the other six.
    expect(filters.openingHours).toEqual({ from: "6:00 AM", to: "8:00 PM" });
  });
});
