import { describe, expect, it } from "vitest";
import { defaultMapFilters, type MapFilterState } from "@freight/domain/catalog/warehouse-filters";
import { mapLocation, slotsOpenAt } from "./map-test-fixtures";
import {
  isReportedFilterName,
  matchesMapCheckboxes,
  matchesMapSearch,
  matchesMapSlot,
  matchesMapTimeRange,
  reportedFilterNames,
  visibleMapLocations,
} from "./map-view";

const noFilters: MapFilterState = { checkboxes: {}, timeRanges: { from: "", to: "" }, isApplied: false };

describe("matchesMapSearch", () => {
  it("finds a hub by a part of its name or address, ignoring case and extra spaces", () => {
    const denver = mapLocation();
    expect(matchesMapSearch(denver, "denver")).toBe(true);
    expect(matchesMapSearch(denver, "  OAKLAND   st ")).toBe(true);
    expect(matchesMapSearch(denver, "80239")).toBe(true);
  });

  it("leaves out a hub whose name and address do not contain the text", () => {
    expect(matchesMapSearch(mapLocation(), "Reno")).toBe(false);
  });

  it("matches every hub when the search is blank", () => {
    expect(matchesMapSearch(mapLocation(), "   ")).toBe(true);
  });
});

describe("matchesMapCheckboxes", () => {
  it("keeps a hub that offers every checked service, whatever the letter case", () => {
    const hub = mapLocation({ services: ["Cross-Dock", "Overweight Help"] });
    expect(matchesMapCheckboxes(hub, { "cross-dock": true, "Overweight help": true })).toBe(true);
  });

  it("drops a hub missing one checked option", () => {
    expect(matchesMapCheckboxes(mapLocation(), { "Cross-Dock": true, "Open 24/7": true })).toBe(false);
  });

  it("ignores options that are unchecked", () => {
    expect(matchesMapCheckboxes(mapLocation(), { "Open 24/7": false })).toBe(true);
  });

  it("matches the card's selling points as well as its services", () => {
    expect(matchesMapCheckboxes(mapLocation({ features: ["Open 24/7"] }), { "Open 24/7": true })).toBe(true);
  });
});

describe("matchesMapSlot", () => {
  it("keeps a hub whose chosen slot can still be booked", () => {
    expect(matchesMapSlot(mapLocation({ slots: slotsOpenAt([6]) }), 6)).toBe(true);
  });

  it("drops a hub whose chosen slot is closed or too soon", () => {
    expect(matchesMapSlot(mapLocation({ slots: slotsOpenAt([9]) }), 6)).toBe(false);
  });

  it("keeps every hub when no slot is chosen", () => {
    expect(matchesMapSlot(mapLocation({ slots: slotsOpenAt([]) }), null)).toBe(true);
  });
});

describe("matchesMapTimeRange", () => {
  it("keeps a hub with a bookable slot starting inside the range", () => {
    expect(matchesMapTimeRange(mapLocation({ slots: slotsOpenAt([15]) }), { from: "12 PM", to: "6 PM" })).toBe(true);
  });

  it("treats the end of the range as exclusive", () => {
    expect(matchesMapTimeRange(mapLocation({ slots: slotsOpenAt([18]) }), { from: "12 PM", to: "6 PM" })).toBe(false);
  });

  it("leaves an unset bound open", () => {
    const lateHub = mapLocation({ slots: slotsOpenAt([21]) });
    expect(matchesMapTimeRange(lateHub, { from: "6 PM", to: "" })).toBe(true);
    expect(matchesMapTimeRange(lateHub, { from: "", to: "6 PM" })).toBe(false);
  });

  it("matches every hub when no range is set", () => {
    expect(matchesMapTimeRange(mapLocation({ slots: slotsOpenAt([]) }), { from: "", to: "" })).toBe(true);
  });
});

describe("reportedFilterNames", () => {
  it("collects the services and selling points hubs report, so unreported options can be disabled", () => {
    const reported = reportedFilterNames([
      mapLocation({ services: ["Cross-Dock"], features: [] }),
      mapLocation({ services: ["Storage"], features: ["Open 24/7"] }),
    ]);
    expect(isReportedFilterName("cross-dock", reported)).toBe(true);
    expect(isReportedFilterName("Open 24/7", reported)).toBe(true);
    expect(isReportedFilterName("Forklift", reported)).toBe(false);
  });
});

describe("visibleMapLocations", () => {
  const denver = mapLocation({ id: 1, title: "Denver", services: ["Storage"], slots: slotsOpenAt([9]) });
  const reno = mapLocation({
    id: 2,
    title: "Reno",
    address: "1 Glendale Ave, Reno, NV",
    services: ["Storage", "Transload"],
    slots: slotsOpenAt([6, 9]),
  });

  it("shows every hub when nothing is narrowed", () => {
    expect(visibleMapLocations([denver, reno], { search: "", slot: null, filters: noFilters })).toEqual([denver, reno]);
  });

  it("applies search, slot and filters together", () => {
    const filters = { ...defaultMapFilters({
      services: { core: ["Transload"], additional: [] },
      capabilities: [],
      equipment: [],
      operations: [],
      openingHours: { from: "8:00 AM", to: "7:00 PM" },
      driverAmenities: [],
    }), checkboxes: { Transload: true } };
    expect(visibleMapLocations([denver, reno], { search: "", slot: null, filters })).toEqual([reno]);
    expect(visibleMapLocations([denver, reno], { search: "", slot: 6, filters: noFilters })).toEqual([reno]);
    expect(visibleMapLocations([denver, reno], { search: "den", slot: 6, filters: noFilters })).toEqual([]);
  });
});
