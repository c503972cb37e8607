/** Fixed option lists and filter state of the warehouse listing and map sidebar. */

/** A select/checkbox option. */
export interface FilterOption<Value> {
  label: string;
  value: Value;
}

/** The warehouse zones, 1 to 5. */
export const WAREHOUSE_ZONES = [1, 2, 3, 4, 5] as const;

/** One warehouse zone number. */
export type WarehouseZone = (typeof WAREHOUSE_ZONES)[number];

/** Zone options labelled "Zone 1" to "Zone 5". */
export const WAREHOUSE_ZONE_OPTIONS: readonly FilterOption<WarehouseZone>[] = WAREHOUSE_ZONES.map((zone) => ({
  label: `Zone ${zone}`,
  value: zone,
}));

/** The rating filter values, 1 to 5 stars. */
export const WAREHOUSE_RATINGS = [1, 2, 3, 4, 5] as const;

/** One rating filter value. */
export type WarehouseRating = (typeof WAREHOUSE_RATINGS)[number];

/** The core services a warehouse can be filtered by. */
export const WAREHOUSE_SERVICES = ["Cross-Dock", "Rework", "Transport", "Storage", "Transload"] as const;

/** One core warehouse service name. */
export type WarehouseService = (typeof WAREHOUSE_SERVICES)[number];

/** How full a hub or slot is. */
export const CAPACITIES = ["low", "medium", "high"] as const;

/** One capacity level. */
export type Capacity = (typeof CAPACITIES)[number];

/** Whether a time slot can still be booked. */
export const SLOT_AVAILABILITIES = ["available", "unavailable"] as const;

/** One slot availability value. */
export type SlotAvailability = (typeof SLOT_AVAILABILITIES)[number];

/** The filter groups of the filter panel, in display order. */
export const WAREHOUSE_FILTER_GROUPS = [
  "services",
  "capabilities",
  "equipment",
  "operations",
  "openingHours",
  "driverAmenities",
] as const;

/** One filter group name. */
export type WarehouseFilterGroup = (typeof WAREHOUSE_FILTER_GROUPS)[number];

/** The option names of every filter group; opening hours is a from/to time range. */
export interface WarehouseFilterGroups {
  services: { core: string[]; additional: string[] };
  capabilities: string[];
  equipment: string[];
  operations: string[];
  openingHours: { from: string; to: string };
  driverAmenities: string[];
}

/** The sample opening hours the filter panel shows (8:00 AM to 7:00 PM CDT). */
export const SAMPLE_OPENING_HOURS = { from: "8:00 AM", to: "7:00 PM", timeZoneLabel: "CDT" } as const;

/** Map sidebar filters: checkbox filters by option name, time-range filters by name as text. */
export interface MapFilterState {
  checkboxes: Record<string, boolean>;
  timeRanges: { from: string; to: string };
  isApplied: boolean;
}

/** Every checkbox option name of the groups, in display order, without duplicates. */
export function checkboxFilterNames(groups: WarehouseFilterGroups): string[] {
  const names = [
    ...groups.services.core,
    ...groups.services.additional,
    ...groups.capabilities,
    ...groups.equipment,
    ...groups.operations,
    ...groups.driverAmenities,
  ];
  return [...new Set(names)];
}

/** The default (reset) map filters: every checkbox off, no time range, not applied. */
export function defaultMapFilters(groups: WarehouseFilterGroups): MapFilterState {
  return {
    checkboxes: Object.fromEntries(checkboxFilterNames(groups).map((name) => [name, false])),
    timeRanges: { from: "", to: "" },
    isApplied: false,
  };
}

/** Whether any checkbox is on or any time-range bound is set. */
export function hasActiveMapFilters(state: MapFilterState): boolean {
  return (
    Object.values(state.checkboxes).some(Boolean) ||
    state.timeRanges.from !== "" ||
    state.timeRanges.to !== ""
  );
}
