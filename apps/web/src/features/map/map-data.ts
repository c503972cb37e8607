import { cacheLife, cacheTag } from "next/cache";
import { listDaySlots } from "@freight/domain/time/time-slots";
import { parseLocalDate } from "@freight/domain/time/zoned-time";
import { loadPublicHubs } from "@/lib/api/public-hubs";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";
import { defaultMapDate, toMapLocations } from "@/lib/map/map-location";
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

async function cachedMapCards(date: string) {
  "use cache";
  cacheTag("map", "hubs");
  cacheLife("liveCapacity");
  return readPublic(
    getSharedReadApi().GET("/map/locations", { params: { query: { date } } }),
    "GET /map/locations",
  );
}

async function cachedMapFilters() {
  "use cache";
  cacheTag("map", "services");
  cacheLife("publicContent");
  return readPublic(getSharedReadApi().GET("/map/filters"), "GET /map/filters");
}

/**
 * The map for one local date: hub cards and filter groups from the API, joined with the public hubs.
 * Throws when the API cannot answer: an empty map would say "no hubs", which is not true.
 */
export async function loadMapData(requestedDate: string | undefined, now: Date): Promise<MapData> {
  await deferDuringBuild();
  const hubs = await loadPublicHubs();
  const date =
    requestedDate ??
    defaultMapDate(
      hubs.map((hub) => hub.timeZone),
      now,
    );
  const [cards, filterGroups] = await Promise.all([cachedMapCards(date), cachedMapFilters()]);
  // The slot choices are the same local hours at every hub; their labels come from the domain rule.
  const timeSlots = listDaySlots({ date, timeZone: hubs[0]?.timeZone ?? "UTC", now }).map(
    ({ startHour, label }) => ({
      startHour,
      label,
    }),
  );
  return {
    date,
    timeSlots,
    filterGroups,
    locationData: toMapLocations({ cards, hubs, date, now }),
  };
}
