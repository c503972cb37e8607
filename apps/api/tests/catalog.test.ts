import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubs as seedHubs } from "../src/seed-data/hubs.js";
import { temperatureControls as seedTemperatureControls } from "../src/seed-data/reference-lists.js";
import { services as seedServices } from "../src/seed-data/services.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("listPublicHubs", () => {
  it("lists every seeded hub sorted by name with its time zone, coordinates and minimal charge", async () => {
    const { status, body } = await get("/hubs-for-index");
    expect(status).toBe(200);
    const hubs = body as {
      name: string;
      slug: string;
      timeZone: string;
      latitude: number;
      minimalCharge: number;
    }[];
    expect(hubs.map((hub) => hub.name)).toEqual(
      seedHubs.map((hub) => hub.name).sort((a, b) => a.localeCompare(b)),
    );
    const reno = seedHubs.find((hub) => hub.slug === "reno");
    expect(hubs.find((hub) => hub.slug === "reno")).toMatchObject({
      timeZone: reno?.timeZone,
      latitude: reno?.latitude,
      minimalCharge: reno?.minimalCharge,
    });
  });

  it("gives the full address line of each hub", async () => {
    const { body } = await get("/hubs-for-index");
    const first = (body as { slug: string; address: string }[])[0];
    const seeded = seedHubs.find((hub) => hub.slug === first?.slug);
    expect(first?.address).toBe(`${seeded?.address}, ${seeded?.city}, ${seeded?.state} ${seeded?.zipCode}`);
  });
});

describe("listHubs", () => {
  it("answers an anonymous caller with the public hubs", async () => {
    const [signedOut, publicHubs] = await Promise.all([get("/hubs"), get("/hubs-for-index")]);
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual(publicHubs.body);
  });
});

describe("listFilterHubs", () => {
  it("gives id and name options sorted by name", async () => {
    const { body } = await get("/hubs-for-filter");
    const options = body as { id: number; name: string }[];
    expect(options).toHaveLength(seedHubs.length);
    expect(Object.keys(options[0] ?? {}).sort()).toEqual(["id", "name"]);
  });
});

describe("listPublicServices", () => {
  it("lists every service with absolute image URLs, one default and hideMainRow only for transport", async () => {
    const { status, body } = await get("/services-for-index");
    expect(status).toBe(200);
    const services = body as {
      slug: string;
      type: number;
      isDefault: boolean;
      hideMainRow: boolean;
      image: string;
    }[];
    expect(services.map((service) => service.slug).sort()).toEqual(
      seedServices.map((service) => service.slug).sort(),
    );
    expect(services.filter((service) => service.isDefault)).toHaveLength(1);
    for (const service of services) {
      expect(service.hideMainRow).toBe(service.type === 3);
      expect(service.image.startsWith(`${testApiUrl}/media/`)).toBe(true);
    }
  });
});

describe("listTemperatureControls", () => {
  it("lists the temperature controls by sortOrder", async () => {
    const { body } = await get("/temperaturecontrols");
    const controls = body as { name: string; sortOrder: number }[];
    const expected = [...seedTemperatureControls]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((control) => control.name);
    expect(controls.map((control) => control.name)).toEqual(expected);
  });
});

describe("reference lists", () => {
  it.each(["/commodities", "/trailertypes", "/equipment", "/services-for-filter"])(
    "%s answers a non-empty list of id and name",
    async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(200);
      const items = body as { id: number; name: string }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.id).toBeGreaterThan(0);
        expect(item.name.length).toBeGreaterThan(0);
      }
    },
  );
});

describe("listExtraServices", () => {
  it("lists extras with integer cent prices", async () => {
    const { status, body } = await get("/extra-services");
    expect(status).toBe(200);
    const extras = body as { price: number; slug: string; type: string; unit: string }[];
    expect(extras.length).toBeGreaterThan(0);
    for (const extra of extras) expect(Number.isInteger(extra.price)).toBe(true);
    // The apps recognise the pick-up and delivery legs by their line type, not their display name.
    expect(extras.filter((extra) => extra.type === "pick-up").map((extra) => extra.slug)).toEqual([
      "pick-up",
    ]);
    expect(extras.filter((extra) => extra.type === "delivery").map((extra) => extra.unit)).toEqual(["load"]);
    expect(extras.some((extra) => extra.type === "pickupAndDelivery")).toBe(true);
  });

  it("answers 404 for an unknown hub", async () => {
    const { status, body } = await get("/extra-services?hubId=999999");
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: 404, message: "There is no hub with id 999999" });
  });

  it("answers 400 naming hubId when it is not a number", async () => {
    const { status, body } = await get("/extra-services?hubId=abc");
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, fieldErrors: [{ field: "hubId" }] });
    expect((body as { message: string }).message).toContain("hubId");
  });
});

describe("health", () => {
  it("reports the service and the database as ok", async () => {
    const { status, body } = await get("/health");
    expect(status).toBe(200);
    expect(body).toEqual({ status: "ok", database: "ok" });
  });
});

describe("listReferralLevels", () => {
  it("lists Core, Velocity and Zenith lowest first", async () => {
    const { body } = await get("/referral-levels");
    expect((body as { name: string }[]).map((level) => level.name)).toEqual(["Core", "Velocity", "Zenith"]);
  });
});
