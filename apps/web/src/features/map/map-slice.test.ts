import { describe, expect, it } from "vitest";
import type { WarehouseFilterGroups } from "@freight/domain/catalog/warehouse-filters";
import { mapLocation } from "./map-test-fixtures";
import {
  filterToggled,
  filtersReset,
  initialMapState,
  mapDataReceived,
  mapSlice,
  searchChanged,
  selectVisibleMapLocations,
  slotChosen,
  type MapData,
} from "./map-slice";

const groups: WarehouseFilterGroups = {
  services: { core: ["Storage"], additional: [] },
  capabilities: [],
  equipment: [],
  operations: ["Open 24/7"],
  openingHours: { from: "8:00 AM", to: "7:00 PM" },
  driverAmenities: [],
};

const data: MapData = {
  date: "2026-03-10",
  timeSlots: [
    { startHour: 6, label: "6 AM - 9 AM" },
    { startHour: 9, label: "9 AM - 12 PM" },
  ],
  filterGroups: groups,
  locationData: [mapLocation({ id: 1, title: "Denver" }), mapLocation({ id: 2, title: "Reno", address: "Reno, NV" })],
};

const reduce = mapSlice.reducer;

describe("mapDataReceived", () => {
  it("starts every filter unchecked for new filter groups", () => {
    const state = reduce(initialMapState, mapDataReceived(data));
    expect(state.filters.checkboxes).toEqual({ Storage: false, "Open 24/7": false });
    expect(state.locationData).toHaveLength(2);
  });

  it("keeps the visitor's filters and search when only the date changes", () => {
    let state = reduce(initialMapState, mapDataReceived(data));
    state = reduce(state, filterToggled({ name: "Storage", isChecked: true }));
    state = reduce(state, searchChanged("reno"));
    state = reduce(state, mapDataReceived({ ...data, date: "2026-03-11" }));
    expect(state.filters.checkboxes.Storage).toBe(true);
    expect(state.search).toBe("reno");
    expect(state.date).toBe("2026-03-11");
  });

  it("forgets a chosen slot the new day does not have", () => {
    let state = reduce(initialMapState, mapDataReceived(data));
    state = reduce(state, slotChosen(21));
    state = reduce(state, mapDataReceived(data));
    expect(state.slot).toBeNull();
  });
});

describe("filtersReset", () => {
  it("returns to the default filters and clears the applied flag", () => {
    let state = reduce(initialMapState, mapDataReceived(data));
    state = reduce(state, filterToggled({ name: "Open 24/7", isChecked: true }));
    expect(state.filters.isApplied).toBe(true);
    state = reduce(state, filtersReset());
    expect(state.filters).toEqual({
      checkboxes: { Storage: false, "Open 24/7": false },
      timeRanges: { from: "", to: "" },
      isApplied: false,
    });
  });
});

describe("selectVisibleMapLocations", () => {
  it("narrows the pins to the hubs matching the search", () => {
    const state = reduce(reduce(initialMapState, mapDataReceived(data)), searchChanged("Reno"));
    expect(selectVisibleMapLocations({ map: state }).map((location) => location.title)).toEqual(["Reno"]);
  });
});
