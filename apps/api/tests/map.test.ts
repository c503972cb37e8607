import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubs as seedHubs } from "../src/seed-data/hubs.js";
import { mapFilterGroups } from "../src/seed-data/map-filters.js";
import { createStaffUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Card {
  id: number;
  generalInfo: { title: string; address: string };
  timeSlots: { timeRange: string; title: string; isAvailable: boolean }[];
  services: string[];
  options: { text: string; icon: string }[];
}

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe("listMapLocations", () => {
  it("gives a card per hub with 8 three-hour slots on the date", async () => {
    const { status, body } = await get("/map/locations?date=2030-03-04");
    expect(status).toBe(200);
    const cards = body as Card[];
    expect(cards).toHaveLength(seedHubs.length);
    for (const card of cards) {
      expect(card.timeSlots).toHaveLength(8);
      expect(card.timeSlots[2]?.timeRange).toMatch(/^6:00 AM - 9:00 AM [A-Z]{3}$/);
      expect(card.services.length).toBeGreaterThan(0);
    }
  });

  it("names each slot on the hub's clock with the zone's abbreviation, both across a clock change", async () => {
    const winter = (await get("/map/locations?date=2030-03-04&search=Reno")).body as Card[];
    expect(winter[0]?.timeSlots[2]?.timeRange).toBe("6:00 AM - 9:00 AM PST");
    // 10 Mar 2030: Reno's clocks spring forward at 2:00.
    const change = (await get("/map/locations?date=2030-03-10&search=Reno")).body as Card[];
    expect(change[0]?.timeSlots[0]?.timeRange).toBe("12:00 AM PST - 3:00 AM PDT");
    expect(change[0]?.timeSlots[1]?.timeRange).toBe("3:00 AM - 6:00 AM PDT");
  });

  it("marks night slots unavailable at a hub that is closed then and takes no after-hours work", async () => {
    const { body } = await get("/map/locations?date=2030-03-04&search=Greenville");
    const [greenville] = body as Card[];
    expect(greenville?.generalInfo.title).toBe("Greenville");
    expect(greenville?.timeSlots[0]?.isAvailable).toBe(false);
    expect(greenville?.timeSlots[3]?.isAvailable).toBe(true);
  });

  it("shows a day the hub team closed for a holiday closed on the map, as the booking form does", async () => {
    const before = (await get("/map/locations?date=2030-12-25&search=Greenville")).body as Card[];
    expect(before[0]?.timeSlots.some((slot) => slot.isAvailable)).toBe(true);
    const dispatcher = await createStaffUser(testApp, { staffRole: "admin" });
    const closed = await testApp.app.inject({
      method: "PUT",
      url: `/staff/hubs/${before[0]!.id}/slots`,
      headers: dispatcher.headers,
      payload: { date: "2030-12-25", closedReason: "Christmas Day" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = (await get("/map/locations?date=2030-12-25&search=Greenville")).body as Card[];
    expect(after[0]?.timeSlots.every((slot) => !slot.isAvailable)).toBe(true);
    const elsewhere = (await get("/map/locations?date=2030-12-25&search=Reno")).body as Card[];
    expect(elsewhere[0]?.timeSlots.some((slot) => slot.isAvailable)).toBe(true);
  });

  it("marks every slot of a past date unavailable", async () => {
    const { body } = await get("/map/locations?date=2020-03-02");
    for (const card of body as Card[]) expect(card.timeSlots.every((slot) => !slot.isAvailable)).toBe(true);
  });

  it("finds hubs by name, city or state in the search text", async () => {
    const { body } = await get("/map/locations?search=nv");
    const cards = body as Card[];
    expect(cards.map((card) => card.generalInfo.title)).toContain("Reno");
    expect(cards.length).toBeLessThan(seedHubs.length);
    for (const card of cards) {
      expect(`${card.generalInfo.title} ${card.generalInfo.address}`.toLowerCase()).toContain("nv");
    }
  });

  it("answers 400 naming date when it is not a calendar date", async () => {
    const { status, body } = await get("/map/locations?date=2030-13-01");
    expect(status).toBe(400);
    expect((body as { message: string }).message).toContain("date must be");
  });
});

describe("getMapFilters", () => {
  it("gives the seeded filter labels by group", async () => {
    const { status, body } = await get("/map/filters");
    expect(status).toBe(200);
    const filters = body as { capabilities: string[]; services: { core: string[]; additional: string[] } };
    const capabilities = mapFilterGroups.find((group) => group.key === "capabilities");
    expect(filters.capabilities).toEqual(
      capabilities && capabilities.kind === "checkbox"
        ? capabilities.options.map((option) => option.label)
        : [],
    );
    expect(filters.services.core.length).toBeGreaterThan(0);
  });
});
