import type { SeedMapFilterGroup } from "./types.js";

/**
 * Filter panel of the map screen. Checkbox option names are the keys the map state stores
 * as booleans; hubs list the capability, operation and driver-amenity names they match, and
 * service and equipment options match hub service and equipment slugs.
 */
export const mapFilterGroups: readonly SeedMapFilterGroup[] = [
  {
    key: "services",
    kind: "checkbox",
    title: "Services",
    sortOrder: 1,
    options: [
      { name: "crossDock", label: "Cross-Dock", section: "core", matches: "cross-dock" },
      { name: "transload", label: "Transload", section: "core", matches: "transload" },
      { name: "storage", label: "Storage", section: "core", matches: "storage" },
      { name: "transport", label: "Transport", section: "core", matches: "transport" },
      { name: "rework", label: "Rework", section: "core", matches: "rework" },
      { name: "consolidation", label: "Consolidation", section: "additional", matches: "consolidation" },
      { name: "restack", label: "Restack", section: "additional", matches: "restack" },
      { name: "overweightHelp", label: "Overweight help", section: "additional", matches: "overweight-help" },
    ],
  },
  {
    key: "capabilities",
    kind: "checkbox",
    title: "Capabilities",
    sortOrder: 2,
    options: [
      { name: "temperatureControlled", label: "Temperature-controlled dock" },
      { name: "foodGrade", label: "Food-grade certified" },
      { name: "containerDevanning", label: "Container devanning" },
      { name: "floorLoadedFreight", label: "Floor-loaded freight" },
      { name: "oversizeFreight", label: "Oversize and flatbed freight" },
      { name: "customsBonded", label: "Customs bonded" },
    ],
  },
  {
    key: "equipment",
    kind: "checkbox",
    title: "Equipment",
    sortOrder: 3,
    options: [
      { name: "forklift", label: "Forklift", matches: "forklift" },
      { name: "reachTruck", label: "Reach truck", matches: "reach-truck" },
      { name: "clampTruck", label: "Clamp truck", matches: "clamp-truck" },
      { name: "pushPull", label: "Push-pull attachment", matches: "push-pull" },
      { name: "truckScale", label: "Truck scale", matches: "truck-scale" },
      { name: "reeferPlugs", label: "Reefer plug-ins", matches: "reefer-plugs" },
      { name: "yardRamp", label: "Yard ramp", matches: "container-ramp" },
    ],
  },
  {
    key: "operations",
    kind: "checkbox",
    title: "Operations",
    sortOrder: 4,
    options: [
      { name: "open24x7", label: "Open 24/7" },
      { name: "saturdayHours", label: "Open on Saturday" },
      { name: "afterHoursService", label: "After-hours service" },
      { name: "walkInFcfs", label: "First come, first served" },
      { name: "sameDayTurn", label: "Same-day turnaround" },
    ],
  },
  {
    key: "openingHours",
    kind: "timeRange",
    title: "Opening hours",
    sortOrder: 5,
    fields: [
      { name: "from", label: "From", defaultValue: "08:00" },
      { name: "to", label: "To", defaultValue: "19:00" },
    ],
  },
  {
    key: "driverAmenities",
    kind: "checkbox",
    title: "Driver amenities",
    sortOrder: 6,
    options: [
      { name: "restrooms", label: "Restrooms" },
      { name: "driverLounge", label: "Driver lounge" },
      { name: "showers", label: "Showers" },
      { name: "truckParking", label: "Truck parking" },
      { name: "overnightParking", label: "Overnight parking" },
      { name: "wifi", label: "Free Wi-Fi" },
      { name: "vending", label: "Vending machines" },
    ],
  },
];
