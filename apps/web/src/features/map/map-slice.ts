import { createSelector, createSlice, type PayloadAction } from "@reduxjs/toolkit";
import {
  checkboxFilterNames,
  defaultMapFilters,
  type MapFilterState,
  type WarehouseFilterGroups,
} from "@freight/domain/catalog/warehouse-filters";
import type { MapLocation } from "@/lib/map/map-location";
import { visibleMapLocations } from "./map-view";

/** A slot choice of the sidebar: its local start hour and label ("6 AM - 9 AM"). */
interface MapTimeSlotOption {
  startHour: number;
  label: string;
}

/** The map's state: date, slot, timeSlots, filters, locationData, search (plus the filter groups to draw). */
export interface MapState {
  /** The hubs' local date the slots are for, 'YYYY-MM-DD'. */
  date: string;
  /** Start hour of the chosen slot, or null for any time. */
  slot: number | null;
  timeSlots: MapTimeSlotOption[];
  filterGroups: WarehouseFilterGroups | null;
  filters: MapFilterState;
  locationData: MapLocation[];
  search: string;
}

/** What the server loaded for one date. */
export interface MapData {
  date: string;
  timeSlots: MapTimeSlotOption[];
  filterGroups: WarehouseFilterGroups | null;
  locationData: MapLocation[];
}

export const initialMapState: MapState = {
  date: "",
  slot: null,
  timeSlots: [],
  filterGroups: null,
  filters: { checkboxes: {}, timeRanges: { from: "", to: "" }, isApplied: false },
  locationData: [],
  search: "",
};

function sameNames(left: WarehouseFilterGroups | null, right: WarehouseFilterGroups | null): boolean {
  if (!left || !right) return left === right;
  return checkboxFilterNames(left).join("\n") === checkboxFilterNames(right).join("\n");
}

export const mapSlice = createSlice({
  name: "map",
  initialState: initialMapState,
  reducers: {
    /** New data for a date; the visitor's search, slot and filters stay while they still make sense. */
    mapDataReceived(state, action: PayloadAction<MapData>) {
      const { date, timeSlots, filterGroups, locationData } = action.payload;
      if (!sameNames(state.filterGroups, filterGroups)) {
        state.filters = filterGroups ? defaultMapFilters(filterGroups) : initialMapState.filters;
      }
      state.date = date;
      state.timeSlots = timeSlots;
      state.filterGroups = filterGroups;
      state.locationData = locationData;
      if (state.slot !== null && !timeSlots.some((slot) => slot.startHour === state.slot)) state.slot = null;
    },
    slotChosen(state, action: PayloadAction<number | null>) {
      state.slot = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    filterToggled(state, action: PayloadAction<{ name: string; isChecked: boolean }>) {
      state.filters.checkboxes[action.payload.name] = action.payload.isChecked;
      state.filters.isApplied = true;
    },
    timeRangeChanged(state, action: PayloadAction<{ bound: "from" | "to"; value: string }>) {
      state.filters.timeRanges[action.payload.bound] = action.payload.value;
      state.filters.isApplied = true;
    },
    /** Resetting returns to the default filters and clears the applied flag. */
    filtersReset(state) {
      state.filters = state.filterGroups ? defaultMapFilters(state.filterGroups) : initialMapState.filters;
    },
  },
  selectors: {
    selectMapDate: (state) => state.date,
    selectMapSlot: (state) => state.slot,
    selectMapTimeSlots: (state) => state.timeSlots,
    selectMapFilterGroups: (state) => state.filterGroups,
    selectMapFilters: (state) => state.filters,
    selectMapLocations: (state) => state.locationData,
    selectMapSearch: (state) => state.search,
  },
});

export const { mapDataReceived, slotChosen, searchChanged, filterToggled, timeRangeChanged, filtersReset } =
  mapSlice.actions;
export const {
  selectMapDate,
  selectMapSlot,
  selectMapTimeSlots,
  selectMapFilterGroups,
  selectMapFilters,
  selectMapLocations,
  selectMapSearch,
} = mapSlice.selectors;

/** The hubs the sidebar leaves on the map, memoized so pins re-render only when the answer changes. */
export const selectVisibleMapLocations = createSelector(
  [selectMapLocations, selectMapSearch, selectMapSlot, selectMapFilters],
  (locations, search, slot, filters) => visibleMapLocations(locations, { search, slot, filters }),
);
