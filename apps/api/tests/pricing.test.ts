import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubs } from "../src/seed-data/hubs.js";
import { hubServicePrices } from "../src/seed-data/prices.js";
import { createSignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
const hubIds = new Map<string, number>();
const serviceIds = new Map<string, number>();

beforeAll(async () => {
  testApp = await createTestApp();
  const hubs = (await testApp.app.inject("/hubs-for-index")).json() as { id: number; slug: string }[];
  const services = (await testApp.app.inject("/services-for-index")).json() as { id: number; slug: string }[];
  for (const hub of hubs) hubIds.set(hub.slug, hub.id);
  for (const service of services) serviceIds.set(service.slug, service.id);
});
afterAll(() => testApp.close());

function seededPrice(hubSlug: string, serviceSlug: string, pricingTier = 0) {
  const price = hubServicePrices.find(
    (entry) =>
      entry.hubSlug === hubSlug && entry.serviceSlug === serviceSlug && entry.pricingTier === pricingTier,
  );
  if (!price) throw new Error(`no seeded price for ${hubSlug}/${serviceSlug}`);
  return price;
}

async function quote(path: string, hub: number | string, service: number | string, dateTime: string) {
  const query = new URLSearchParams({ hub: String(hub), service: String(service), dateTime });
  const response = await testApp.app.inject({ method: "GET", url: `${path}?${query}` });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

// Monday 4 March 2030, before daylight saving: Los Angeles is UTC-8, New York UTC-5.
const renoMondayNine = "2030-03-04T17:00:00Z";
const renoMondayThree = "2030-03-04T11:00:00Z";
const greenvilleMondayThree = "2030-03-04T08:00:00Z";

describe("getPublicPrice", () => {
  it("quotes the stored price and hour fees with the business-hours fee inside opening hours", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("reno") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayNine,
    );
    expect(status).toBe(200);
    // 09:00 on a weekday is the Regular tier.
    const seeded = seededPrice("reno", "cross-dock");
    expect(body).toEqual({
      price: seeded.price,
      feeType: 10,
      firstHourFee: seeded.firstHourFee,
      secondHourFee: seeded.secondHourFee,
      afterHoursFee: seeded.afterHoursFee,
      pricingTier: 0,
      rateSource: "list",
    });
  });

  it("charges a call fee when the slot starts outside the opening hours of a hub that calls staff out", async () => {
    // Reno calls staff out (callFee) and has nobody there after hours.
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("reno") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayThree,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      feeType: 30,
      firstHourFee: seededPrice("reno", "cross-dock", 2).firstHourFee,
    });
  });

  it("uses the business-hours fee at night at a round-the-clock hub", async () => {
    // 11:00Z is 03:00 in Stockton (Los Angeles time), open 24/7.
    const { body } = await quote(
      "/price-for-index",
      hubIds.get("stockton") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayThree,
    );
    expect(body.feeType).toBe(10);
  });

  it("reads the opening hours in the hub's zone: the same UTC instant is business hours in Columbus", async () => {
    // 17:00Z is 12:00 in Columbus (UTC-5), open 06:00-22:00.
    const { body } = await quote(
      "/price-for-index",
      hubIds.get("columbus") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayNine,
    );
    expect(body.feeType).toBe(10);
  });

  it("reads the after-hours fee in Columbus's own zone at 03:00 local, where staff work after hours", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("columbus") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      greenvilleMondayThree,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ feeType: 20 });
  });

  it("refuses in words a slot outside the hours of a hub with neither after-hours staff nor call-outs", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("greenville") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      greenvilleMondayThree,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message:
        "Greenville is closed at this time and offers no after-hours or call-out service; please choose a time inside its opening hours",
    });
  });

  it("answers 400 naming dateTime when it is not a slot start in the hub's zone", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("reno") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      "2030-03-04T17:30:00Z",
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ fieldErrors: [{ field: "dateTime" }] });
    expect(body.message).toContain("America/Los_Angeles");
  });

  it("answers 400 for a slot in the past", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("reno") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      "2020-03-02T17:00:00Z",
    );
    expect(status).toBe(400);
    expect(body.message).toBe(
      "dateTime must be a slot starting at least 3 hours from now; past slots cannot be booked",
    );
  });

  it("answers 400 for a dateTime that is not a date-time", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      hubIds.get("reno") ?? 0,
      serviceIds.get("cross-dock") ?? 0,
      "tomorrow",
    );
    expect(status).toBe(400);
    expect(body.message).toBe("dateTime must be an ISO 8601 date-time such as 2025-01-31T14:00:00Z");
  });

  it("answers 404 for an unknown hub", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      999999,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayNine,
    );
    expect(status).toBe(404);
    expect(body.message).toBe("There is no hub with id 999999");
  });

  it("answers 404 for an unknown service", async () => {
    const { status } = await quote("/price-for-index", hubIds.get("reno") ?? 0, 999999, renoMondayNine);
    expect(status).toBe(404);
  });

  it("answers 400 naming hub when it is zero", async () => {
    const { status, body } = await quote(
      "/price-for-index",
      0,
      serviceIds.get("cross-dock") ?? 0,
      renoMondayNine,
    );
    expect(status).toBe(400);
    expect(body.message).toBe("hub must be at least 1");
  });
});

describe("getPrice", () => {
  it("answers an anonymous caller like the public price", async () => {
    // 19:00Z is noon in Denver (UTC-7).
    const args = [hubIds.get("denver") ?? 0, serviceIds.get("storage") ?? 0, "2030-03-04T19:00:00Z"] as const;
    const [signedOut, publicQuote] = await Promise.all([
      quote("/price", ...args),
      quote("/price-for-index", ...args),
    ]);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual(publicQuote.body);
  });
});

describe("getPublicMinMaxPrice", () => {
  it("gives the lowest and highest tier price per hub and service", async () => {
    const hubId = hubIds.get("markham") ?? 0;
    const serviceId = serviceIds.get("transload") ?? 0;
    const response = await testApp.app.inject({
      method: "POST",
      url: "/minmaxprice-for-index",
      payload: { hubIds: [hubId], serviceId, dateFrom: "2030-03-04", dateTo: "2030-03-10" },
    });
    expect(response.statusCode).toBe(200);
    const prices = hubServicePrices
      .filter((entry) => entry.hubSlug === "markham" && entry.serviceSlug === "transload")
      .map((entry) => entry.price);
    expect(response.json()).toEqual({
      items: [{ hubId, serviceId, minPrice: Math.min(...prices), maxPrice: Math.max(...prices) }],
    });
  });

  it("answers 400 when dateTo is before dateFrom", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/minmaxprice-for-index",
      payload: { dateFrom: "2030-03-10", dateTo: "2030-03-04" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "dateTo must not be before dateFrom" });
  });

  it("answers 400 naming dateFrom when it is not a date", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/minmaxprice-for-index",
      payload: { dateFrom: "2030-02-30" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("dateFrom");
  });
});

describe("quotePrice (signed in)", () => {
  async function quoteFor(minimalChargeCents: number, serviceSlug: string) {
    const customer = await createSignedInUser(testApp, { minimalChargeCents });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/price",
      headers: customer.headers,
      payload: {
        hub: hubIds.get("reno"),
        service: serviceIds.get(serviceSlug),
        dateTime: renoMondayNine,
        quantity: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { price: number }).price;
  }

  it("raises the line to the customer's own minimal charge when the business set one", async () => {
    const unit = seededPrice("reno", "cross-dock").price;
    expect(await quoteFor(unit * 50, "cross-dock")).toBe(unit * 50);
  });

  it("raises the line to the hub's minimal charge for a customer without one of their own", async () => {
    const unit = seededPrice("reno", "cross-dock").price;
    const hubMinimum = hubs.find((hub) => hub.slug === "reno")?.minimalCharge ?? 0;
    expect(await quoteFor(0, "cross-dock")).toBe(Math.max(unit, hubMinimum));
  });

  it("charges transport by the load even for a customer with a minimal charge", async () => {
    const unit = seededPrice("reno", "transport").price;
    expect(await quoteFor(unit * 50, "transport")).toBe(unit);
  });
});
