import { describe, expect, it } from "vitest";
import {
  checkboxFilterNames,
  defaultMapFilters,
  hasActiveMapFilters,
  SAMPLE_OPENING_HOURS,
  WAREHOUSE_SERVICES,
  WAREHOUSE_ZONE_OPTIONS,
  type WarehouseFilterGroups,
} from "./warehouse-filters";

const groups: WarehouseFilterGroups = {
  services: { core: [...WAREHOUSE_SERVICES], additional: ["Pallet exchange"] },
  capabilities: ["Hazmat"],
  equipment: ["Forklift", "Hazmat"],
  operations: ["24/7"],
  openingHours: { from: SAMPLE_OPENING_HOURS.from, to: SAMPLE_OPENING_HOURS.to },
  driverAmenities: ["Showers"],
};

describe("WAREHOUSE_ZONE_OPTIONS", () => {
  it("offers five zones labelled Zone 1 to Zone 5", () => {
    expect(WAREHOUSE_ZONE_OPTIONS.map((option) => option.label)).toEqual([
      "Zone 1",
      "Zone 2",
      "Zone 3",
      "Zone 4",
      "Zone 5",
    ]);
    expect(WAREHOUSE_ZONE_OPTIONS.map((option) => option.value)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("checkboxFilterNames", () => {
  it("lists core, additional and the other groups' options once each", () => {
    expect(checkboxFilterNames(groups)).toEqual([
      "Cross-Dock",
      "Rework",
      "Transport",
      "Storage",
      "Transload",
      "Pallet exchange",
      "Hazmat",
      "Forklift",
      "24/7",
      "Showers",
    ]);
  });
});

describe("defaultMapFilters", () => {
  it("turns every checkbox off, clears the time range and the applied flag", () => {
    const filters = defaultMapFilters(groups);
    expect(Object.values(filters.checkboxes).every((isOn) => !isOn)).toBe(true);
    expect(Object.keys(filters.checkboxes)).toHaveLength(10);
    expect(filters.timeRanges).toEqual({ from: "", to: "" });
    expect(filters.isApplied).toBe(false);
  });
});

describe("hasActiveMapFilters", () => {
  it("is false for the defaults", () => {
    expect(hasActiveMapFilters(defaultMapFilters(groups))).toBe(false);
  });

  it("is true when one checkbox is on", () => {
    const filters = defaultMapFilters(groups);
    expect(hasActiveMapFilters({ ...filters, checkboxes: { ...filters.checkboxes, Storage: true } })).toBe(
      true,
    );
  });

  it("is true when a time-range bound is set", () => {
    const filters = defaultMapFilters(groups);
    expect(hasActiveMapFilters({ ...filters, timeRanges: { from: "8:00 AM", to: "" } })).toBe(true);
  });
});
