import { describe, expect, it } from "vitest";
import type { Hub } from "@freight/api-client/types";
import { defaultMapDate, toMapLocations, type ApiHubCard } from "./map-location";

const denverHub: Hub = {
  id: 4,
  name: "Denver",
  slug: "denver",
  timeZone: "America/Denver",
  address: "5000 Oakland St",
  latitude: 39.78,
  longitude: -104.85,
  minimalCharge: 20000,
};

function card(overrides: Partial<ApiHubCard> = {}): ApiHubCard {
  return {
    id: 4,
    generalInfo: { title: "Denver", address: "5000 Oakland St, Denver, CO", hasInstantBook: true, hasRequestToBook: false },
    capacity: "medium",
    capacityTooltip: "Slots are filling up",
    timeSlots: [0, 3, 6, 9, 12, 15, 18, 21].map((hour) => ({
      timeRange: `${hour}`,
      title: `${hour}`,
      capacity: "medium" as const,
      isAvailable: hour >= 6 && hour < 18,
    })),
    services: ["Cross-Dock"],
    type: "BookingPlus",
    options: [{ text: "Open 24/7", icon: "roundTheClock" }],
    ...overrides,
  };
}

describe("defaultMapDate", () => {
  it("is the latest local date among the hubs, so no hub shows a day already over", () => {
    // 06:30 UTC on 2 March: still 1 March in Los Angeles, already 2 March in Toronto.
    const now = new Date("2026-03-02T06:30:00Z");
    expect(defaultMapDate(["America/Los_Angeles", "America/Toronto"], now)).toBe("2026-03-02");
  });

  it("falls back to the UTC date when there are no hubs", () => {
    expect(defaultMapDate([], new Date("2026-03-02T23:30:00Z"))).toBe("2026-03-02");
  });
});

describe("toMapLocations", () => {
  it("takes slug and time zone from the public hub and the rest from the map card", () => {
    const [location] = toMapLocations({ cards: [card()], hubs: [denverHub], date: "2026-03-10", now: new Date("2026-03-01T00:00:00Z") });
    expect(location).toMatchObject({
      id: 4,
      slug: "denver",
      timeZone: "America/Denver",
      zone: "MDT",
      type: "BookingPlus",
      latitude: 39.78,
      features: ["Open 24/7"],
    });
  });

  it("marks a slot bookable only when the hub takes work then and it starts at least three hours from now", () => {
    // 14:00 UTC on 10 March is 8:00 in Denver (MDT): slots from 11:00 local are far enough ahead.
    const [location] = toMapLocations({ cards: [card()], hubs: [denverHub], date: "2026-03-10", now: new Date("2026-03-10T14:00:00Z") });
    const available = location?.slots.filter((slot) => slot.isAvailable).map((slot) => slot.startHour);
    expect(available).toEqual([12, 15]);
  });

  it("falls back to the Booking kind for a card type the site does not know", () => {
    const [location] = toMapLocations({ cards: [card({ type: "Mystery" })], hubs: [denverHub], date: "2026-03-10", now: new Date("2026-03-01T00:00:00Z") });
    expect(location?.type).toBe("Booking");
  });

  it("leaves out a card whose hub is not public", () => {
    expect(toMapLocations({ cards: [card({ id: 99 })], hubs: [denverHub], date: "2026-03-10", now: new Date() })).toEqual([]);
  });
});
