import { clockTimeLabel } from "@freight/domain/time/hour-labels";
import { timeZoneAbbreviation } from "@freight/domain/time/hub-clock";
import { dayCapacityLevel, slotCapacityLevel } from "@freight/domain/catalog/capacity-level";
import { slotEndHour, todayIn } from "@freight/domain/time/time-slots";
import { parseLocalDate } from "@freight/domain/time/zoned-time";
import { and, asc, eq, ilike, inArray, or } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hubOpeningHours, hubServices, hubs, mapFilterGroups, services } from "../db/schema/index.js";
import { badRequest } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { formatHubAddress } from "./catalog-mappers.js";
import { weeklyHoursOf } from "./hub-hours.js";
import { typicalOpeningHours } from "@freight/domain/time/typical-opening-hours";
import { readHubsDayAvailability } from "../slots/slot-availability-service.js";
import { likePattern } from "../db/like-pattern.js";

type HubCard = Schemas["HubCard"];
type Capacity = Schemas["Capacity"];

const slotTitles: Record<number, string> = {
  0: "Night",
  3: "Early morning",
  6: "Morning",
  9: "Late morning",
  12: "Afternoon",
  15: "Late afternoon",
  18: "Evening",
  21: "Late evening",
};

const featureOptions = [
  { flag: "dataVerified", text: "Verified data", icon: "dataVerified" },
  { flag: "closedCircuitTV", text: "CCTV on site", icon: "closedCircuitTV" },
  { flag: "insurance", text: "Cargo insurance", icon: "insurance" },
  { flag: "callFee", text: "Call-in service", icon: "callFee" },
  { flag: "roundTheClock", text: "Open 24/7", icon: "roundTheClock" },
  { flag: "afterHours", text: "After-hours service", icon: "afterHours" },
] as const;

const capacityTooltips: Record<Capacity, string> = {
  low: "Few slots left: book early",
  medium: "Slots are filling up",
  high: "Plenty of room in most slots",
};

/** "8:00 AM" from a stored "HH:mm". */
function clockLabelOf(localTime: string): string {
  const [hours = "0", minutes = "0"] = localTime.split(":");
  return clockTimeLabel(Number(hours) % 24, Number(minutes));
}

/**
 * A slot on the hub's clock with the zone's abbreviation, "6:00 AM - 9:00 AM PST"; across a clock change both,
 * "12:00 AM PST - 3:00 AM PDT".
 */
function slotTimeRange(
  slot: { startHour: number; startsAt: string; endsAt: string },
  timeZone: string,
): string {
  const from = clockTimeLabel(slot.startHour);
  const to = clockTimeLabel(slotEndHour(slot.startHour));
  const startZone = timeZoneAbbreviation(slot.startsAt, timeZone);
  const endZone = timeZoneAbbreviation(slot.endsAt, timeZone);
  return startZone === endZone ? `${from} - ${to} ${endZone}` : `${from} ${startZone} - ${to} ${endZone}`;
}

export interface MapLocationsQuery {
  date?: string;
  search?: string;
  now: Date;
}

/**
 * Hub cards of the map and the warehouse listing: each hub's 8 slots on the date (today in its zone by default)
 * with their live places, as the booking form reads them; each slot's capacity and the hub's day capacity are
 * rated from the places still free (`catalog/capacity-level`).
 */
export async function listMapLocations(db: Database, query: MapLocationsQuery): Promise<HubCard[]> {
  if (query.date !== undefined) {
    try {
      parseLocalDate(query.date);
    } catch {
      throw badRequest("date must be a calendar date in YYYY-MM-DD form", "date");
    }
  }
  const search = query.search?.trim();
  const rows = await db
    .select()
    .from(hubs)
    .where(
      and(
        eq(hubs.isPublic, true),
        search
          ? or(
              ilike(hubs.name, likePattern(search)),
              ilike(hubs.address, likePattern(search)),
              ilike(hubs.city, likePattern(search)),
              ilike(hubs.state, likePattern(search)),
              ilike(hubs.zipCode, likePattern(search)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(hubs.name));
  if (rows.length === 0) return [];
  const ids = rows.map((hub) => hub.id);
  const [hours, offered] = await Promise.all([
    db.select().from(hubOpeningHours).where(inArray(hubOpeningHours.hubId, ids)),
    db
      .select({ hubId: hubServices.hubId, name: services.name })
      .from(hubServices)
      .innerJoin(services, eq(services.id, hubServices.serviceId))
      .where(inArray(hubServices.hubId, ids))
      .orderBy(asc(services.sortOrder)),
  ]);

  // The places of each slot as the booking form reads them (bookings, holds, the hub team's settings, opening
  // hours, lead time): one answer for the form, the map and the listing.
  const availability = await readHubsDayAvailability(
    db,
    rows.map((hub) => ({
      id: hub.id,
      timeZone: hub.timeZone,
      features: hub.features,
      slotCapacity: hub.slotCapacity,
      openingHours: hours.filter((window) => window.hubId === hub.id),
    })),
    (hub) => query.date ?? todayIn(hub.timeZone, query.now),
    query.now,
  );

  return rows.map((hub) => {
    const slots = availability.get(hub.id) ?? [];
    const capacity = dayCapacityLevel(slots);
    const timeSlots = slots.map((slot) => ({
      timeRange: slotTimeRange(slot, hub.timeZone),
      title: slotTitles[slot.startHour] ?? slot.label,
      capacity: slotCapacityLevel(slot),
      isAvailable: slot.isAvailable,
    }));
    return {
      id: hub.id,
      generalInfo: {
        title: hub.name,
        address: formatHubAddress(hub),
        hasInstantBook: hub.hasInstantBook,
        hasRequestToBook: hub.hasRequestToBook,
      },
      capacity,
      capacityTooltip: capacityTooltips[capacity],
      timeSlots,
      services: offered.filter((entry) => entry.hubId === hub.id).map((entry) => entry.name),
      type: hub.hasInstantBook ? "BookingPlus" : "Booking",
      options: featureOptions
        .filter((option) => hub.features[option.flag])
        .map(({ text, icon }) => ({ text, icon })),
      latitude: hub.latitude,
      longitude: hub.longitude,
    };
  });
}

/** "8:00 AM" from minutes after local midnight (1440 is the end of the day, "12:00 AM"). */
function clockLabelOfMinutes(minutes: number): string {
  return clockTimeLabel(Math.floor(minutes / 60) % 24, minutes % 60);
}

/**
 * The map's filter groups, as the seeded labels; the typical opening hours ("Most hubs open …") are the public
 * hubs' own (the weekday window most of them are open throughout), the seeded defaults only when none is shared.
 */
export async function getMapFilters(db: Database): Promise<Schemas["MapFilters"]> {
  const [groups, hubRows, hourRows] = await Promise.all([
    db.select().from(mapFilterGroups).orderBy(asc(mapFilterGroups.sortOrder)),
    db.select({ id: hubs.id, features: hubs.features }).from(hubs).where(eq(hubs.isPublic, true)),
    db.select().from(hubOpeningHours),
  ]);
  const typical = typicalOpeningHours(
    hubRows.map((hub) =>
      weeklyHoursOf({ features: hub.features, openingHours: hourRows.filter((row) => row.hubId === hub.id) }),
    ),
  );
  const labels = (key: string) =>
    groups.find((group) => group.key === key)?.options.map((option) => option.label) ?? [];
  const serviceOptions = groups.find((group) => group.key === "services")?.options ?? [];
  const hoursFields = groups.find((group) => group.key === "openingHours")?.fields ?? [];
  const field = (name: "from" | "to") => hoursFields.find((entry) => entry.name === name)?.defaultValue;
  return {
    services: {
      core: serviceOptions.filter((option) => option.section !== "additional").map((option) => option.label),
      additional: serviceOptions
        .filter((option) => option.section === "additional")
        .map((option) => option.label),
    },
    capabilities: labels("capabilities"),
    equipment: labels("equipment"),
    operations: labels("operations"),
    openingHours: typical
      ? { from: clockLabelOfMinutes(typical.from), to: clockLabelOfMinutes(typical.to) }
      : { from: clockLabelOf(field("from") ?? "08:00"), to: clockLabelOf(field("to") ?? "19:00") },
    driverAmenities: labels("driverAmenities"),
  };
}
