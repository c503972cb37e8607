import type { Capacity } from "@freight/domain/catalog/warehouse-filters";
import { isServiceTier, ServiceTier } from "@freight/domain/catalog/service-tier";
import { timeZoneAbbreviationsOfDay } from "@freight/domain/time/hub-clock";
import { listDaySlots, todayIn } from "@freight/domain/time/time-slots";
import type { Hub, Schema } from "@freight/api-client/types";

export type ApiHubCard = Schema<"HubCard">;

/** One of a hub's eight 3-hour slots on the map's date, in the hub's own time zone. */
export interface MapSlot {
  startHour: number;
  label: string;
  isAvailable: boolean;
}

/** A hub as the map shows it: a pin, a card in the list, and what the sidebar filters by. */
export interface MapLocation {
  id: number;
  slug: string;
  title: string;
  address: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** The abbreviation the hub's clock shows on the map's date ("MST", "MST/MDT" on a change day). */
  zone: string;
  type: ServiceTier;
  capacity: Capacity;
  /** Service names the hub offers, e.g. "Cross-Dock". */
  services: string[];
  /** Selling points of the hub card, e.g. "Open 24/7". */
  features: string[];
  slots: MapSlot[];
}

/**
 * The map's date when the visitor has not chosen one: the latest "today" among the hubs' zones,
 * so no hub shows a day that is already over on its own clock.
 */
export function defaultMapDate(timeZones: readonly string[], now: Date): string {
  const dates = timeZones.map((timeZone) => todayIn(timeZone, now)).sort();
  return dates.at(-1) ?? todayIn("UTC", now);
}

/**
 * Joins the map cards (capacity, services, the API's slot availability from opening hours) with the
 * public hubs (slug, time zone). A slot is bookable only when the domain rule allows it on the hub's
 * clock (not past, not within the lead time) and the hub takes work then.
 */
export function toMapLocations({
  cards,
  hubs,
  date,
  now,
}: {
  cards: readonly ApiHubCard[];
  hubs: readonly Hub[];
  date: string;
  now: Date;
}): MapLocation[] {
  return cards.flatMap((card) => {
    const hub = hubs.find((candidate) => candidate.id === card.id);
    if (!hub) return [];
    const slots = listDaySlots({ date, timeZone: hub.timeZone, now }).map((slot, index) => ({
      startHour: slot.startHour,
      label: slot.label,
      isAvailable: slot.isAvailable && card.timeSlots[index]?.isAvailable === true,
    }));
    return [
      {
        id: card.id,
        slug: hub.slug,
        title: card.generalInfo.title,
        address: card.generalInfo.address,
        latitude: card.latitude ?? hub.latitude,
        longitude: card.longitude ?? hub.longitude,
        timeZone: hub.timeZone,
        zone: timeZoneAbbreviationsOfDay(date, hub.timeZone),
        type: isServiceTier(card.type) ? card.type : ServiceTier.Booking,
        capacity: card.capacity,
        services: card.services,
        features: card.options.map((option) => option.text),
        slots,
      },
    ];
  });
}
