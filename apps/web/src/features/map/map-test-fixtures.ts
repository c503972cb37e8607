import type { MapLocation, MapSlot } from "@/lib/map/map-location";

/** Eight slots of a hub day; `availableHours` lists the start hours that can be booked. */
export function slotsOpenAt(availableHours: readonly number[]): MapSlot[] {
  return [0, 3, 6, 9, 12, 15, 18, 21].map((startHour) => ({
    startHour,
    label: `${startHour}`,
    isAvailable: availableHours.includes(startHour),
  }));
}

/** A map location with sensible defaults, overridden per test. */
export function mapLocation(overrides: Partial<MapLocation> = {}): MapLocation {
  return {
    id: 1,
    slug: "denver",
    title: "Denver",
    address: "5000 Oakland St, Denver, CO 80239",
    latitude: 39.78,
    longitude: -104.85,
    timeZone: "America/Denver",
    zone: "MST",
    type: "Booking",
    capacity: "medium",
    services: ["Cross-Dock", "Storage"],
    features: ["Cargo insurance"],
    slots: slotsOpenAt([9, 12]),
    ...overrides,
  };
}
