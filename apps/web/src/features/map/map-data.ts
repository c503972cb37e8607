import { listDaySlots } from "@freight/domain/time/time-slots";
import { parseLocalDate } from "@freight/domain/time/zoned-time";
import { loadPublicHubs } from "@/features/locations/public-hubs";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";
import { defaultMapDate, toMapLocations } from "./map-location";
import type { MapData } from "./map-slice";

/** A 'YYYY-MM-DD' date from the URL, or undefined when it is not a real calendar date. */
export function readMapDate(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    parseLocalDate(value);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * The map for one local date: hub cards and filter groups from the API, joined with the public hubs.
 * A failed call leaves its part empty (spec 8: failed map fetches are only logged).
 */
export async function loadMapData(requestedDate: string | undefined, now: Date): Promise<MapData> {
  const api = await getServerApi();
  const hubs = (await loadPublicHubs()) ?? [];
  const date = requestedDate ?? defaultMapDate(hubs.map((hub) => hub.timeZone), now);
  const [cards, filterGroups] = await Promise.all([
    dataOrNothing(api.GET("/map/locations", { params: { query: { date } } }), "GET /map/locations"),
    dataOrNothing(api.GET("/map/filters"), "GET /map/filters"),
  ]);
  // The slot choices are the same local hours at every hub; their labels come from the domain rule.
  const timeSlots = listDaySlots({ date, timeZone: hubs[0]?.timeZone ?? "UTC", now }).map(({ startHour, label }) => ({
    startHour,
    label,
  }));
  return {
    date,
    timeSlots,
    filterGroups: filterGroups ?? null,
    locationData: toMapLocations({ cards: cards ?? [], hubs, date, now }),
  };
}
