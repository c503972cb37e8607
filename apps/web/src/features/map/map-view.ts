import { hourFromLabel } from "@freight/domain/time/hour-labels";
import type { MapFilterState } from "@freight/domain/catalog/warehouse-filters";
import type { MapLocation } from "@/lib/map/map-location";

/** What the sidebar narrows the map to. */
export interface MapView {
  search: string;
  /** Local start hour of the chosen 3-hour slot, or null for any time. */
  slot: number | null;
  filters: MapFilterState;
}

function normalize(text: string): string {
  return text.toLocaleLowerCase("en").replace(/\s+/g, " ").trim();
}

/** Whether the hub's name or address contains the search text (case and spacing ignored); blank matches all. */
export function matchesMapSearch(location: Pick<MapLocation, "title" | "address">, search: string): boolean {
  const needle = normalize(search);
  if (needle === "") return true;
  return normalize(`${location.title} ${location.address}`).includes(needle);
}

/** The names a hub can be filtered by: its services and its card's selling points, lower-cased. */
function filterableNamesOf(location: Pick<MapLocation, "services" | "features">): Set<string> {
  return new Set([...location.services, ...location.features].map(normalize));
}

/** Every filter name at least one hub reports; options outside it cannot narrow the map. */
export function reportedFilterNames(locations: readonly MapLocation[]): Set<string> {
  return new Set(locations.flatMap((location) => [...filterableNamesOf(location)]));
}

/** Whether a filter option name is one some hub reports (so checking it can match anything). */
export function isReportedFilterName(name: string, reported: ReadonlySet<string>): boolean {
  return reported.has(normalize(name));
}

/** Whether the hub has every checked filter (services and selling points are matched by name). */
export function matchesMapCheckboxes(location: MapLocation, checkboxes: Readonly<Record<string, boolean>>): boolean {
  const names = filterableNamesOf(location);
  return Object.entries(checkboxes).every(([name, isChecked]) => !isChecked || names.has(normalize(name)));
}

/**
 * Whether the hub has a bookable slot starting inside the chosen time range ("7 AM" to "5 PM",
 * end exclusive); an unset bound leaves that side open, and no range at all matches every hub.
 */
export function matchesMapTimeRange(location: MapLocation, range: { from: string; to: string }): boolean {
  if (range.from === "" && range.to === "") return true;
  const from = range.from === "" ? 0 : (hourFromLabel(range.from) ?? 0);
  const to = range.to === "" ? 24 : (hourFromLabel(range.to) ?? 24);
  return location.slots.some((slot) => slot.isAvailable && slot.startHour >= from && slot.startHour < to);
}

/** Whether the hub can take a booking in the chosen slot; no slot chosen matches every hub. */
export function matchesMapSlot(location: MapLocation, slot: number | null): boolean {
  if (slot === null) return true;
  return location.slots.some((candidate) => candidate.startHour === slot && candidate.isAvailable);
}

/** The hubs the map shows for the sidebar's search, slot and filters, in their original order. */
export function visibleMapLocations(locations: readonly MapLocation[], view: MapView): MapLocation[] {
  return locations.filter(
    (location) =>
      matchesMapSearch(location, view.search) &&
      matchesMapSlot(location, view.slot) &&
      matchesMapCheckboxes(location, view.filters.checkboxes) &&
      matchesMapTimeRange(location, view.filters.timeRanges),
  );
}
