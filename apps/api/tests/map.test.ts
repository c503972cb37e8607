import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hubs as seedHubs } from "../src/seed-data/hubs.js";
import { mapFilterGroups } from "../src/seed-data/map-filters.js";
import { bookJson, loadCatalogue, slotAt } from "./order-fixtures.js";
import { createSignedInUser, createStaffUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

let testApp: TestApp;
/** Polls often and for a few seconds at most: the map must agree within a moment. */
const WAIT = { timeout: 3_000, interval: 50 };
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Card {
  id: number;
  generalInfo: { title: string; address: string };
  capacity: "low" | "medium" | "high";
  timeSlots: {
    timeRange: string;
    title: string;
    isAvailable: boolean;
    capacity: "low" | "medium" | "high";
  }[];
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

describe("listMapLocations: live places, as the booking form reads them", () => {
  it("shows a slot full on the map as soon as its last place is booked, and rates capacity from the free places", async () => {
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    const date = "2031-06-10";
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    // Three places in the 9:00 slot, so three bookings fill it.
    const set = await testApp.app.inject({
      method: "PUT",
      url: `/staff/hubs/${reno.id}/slots`,
      headers: admin.headers,
      payload: { date, startHours: [9], capacity: 3 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const renoCard = async () => ((await get(`/map/locations?date=${date}&search=Reno`)).body as Card[])[0]!;
    const bookingForm = async () =>
      (await get(`/hubs/${reno.id}/slots?date=${date}`)).body as { startHour: number; state: string }[];
    await vi.waitFor(
      async () =>
        expect((await renoCard()).timeSlots[3]).toMatchObject({ isAvailable: true, capacity: "high" }),
      WAIT,
    );
    const before = await renoCard();
    expect(before.capacity).toBe("high");

    const customer = await createSignedInUser(testApp);
    const book = async () => {
      const response = await bookJson(testApp, customer, {
        hubId: reno.id,
        serviceId: catalogue.service("cross-dock"),
        timeFrom: slotAt(reno, date, 9),
        quantity: 2,
        driverName: "Dana Driver",
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await book();
    await book();
    // One place of three left: the slot is still open, its capacity low.
    await vi.waitFor(
      async () =>
        expect((await renoCard()).timeSlots[3]).toMatchObject({ isAvailable: true, capacity: "low" }),
      WAIT,
    );
    await book();
    const filledAt = Date.now();
    expect((await bookingForm())[3]?.state).toBe("full");
    // The map reads the same places: full within a moment (the answer is kept 2 s at most, and dropped on commit).
    await vi.waitFor(
      async () =>
        expect((await renoCard()).timeSlots[3]).toMatchObject({ isAvailable: false, capacity: "low" }),
      WAIT,
    );
    expect(Date.now() - filledAt).toBeLessThan(2_500);
    // The other slots keep their places.
    expect((await renoCard()).timeSlots[4]?.isAvailable).toBe(true);
  });

  it("drops the cached map answer when a booking commits (PostgreSQL's notification), not only when it expires", async () => {
    const catalogue = await loadCatalogue(testApp);
    const reno = catalogue.hub("reno");
    const date = "2031-06-17";
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    await testApp.app.inject({
      method: "PUT",
      url: `/staff/hubs/${reno.id}/slots`,
      headers: admin.headers,
      payload: { date, startHours: [12], capacity: 1 },
    });
    const customer = await createSignedInUser(testApp);
    const url = `/map/locations?date=${date}&search=Reno`;
    await vi.waitFor(
      async () => expect(((await get(url)).body as Card[])[0]?.timeSlots[4]?.isAvailable).toBe(true),
      WAIT,
    );
    // An answer that expires is dropped only when it is next read; an invalidated one at once.
    const cache = testApp.app.publicReadCache;
    const kept = cache.size;
    expect(kept).toBeGreaterThan(0);
    const response = await bookJson(testApp, customer, {
      hubId: reno.id,
      serviceId: catalogue.service("cross-dock"),
      timeFrom: slotAt(reno, date, 12),
      quantity: 1,
      driverName: "Dana Driver",
    });
    expect(response.statusCode, response.body).toBe(201);
    await vi.waitFor(() => expect(cache.size).toBeLessThan(kept), WAIT);
    expect(((await get(url)).body as Card[])[0]?.timeSlots[4]?.isAvailable).toBe(false);
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
