import type { SeedCommodity, SeedEquipment, SeedTemperatureControl, SeedTrailerType } from "./types.js";

/** Temperature ranges a shipper can ask for; the booking form lists them by sortOrder. */
export const temperatureControls: readonly SeedTemperatureControl[] = [
  { slug: "ambient", name: "Ambient (no control)", sortOrder: 10 },
  { slug: "controlled-room", name: "Controlled room 55-75 °F", sortOrder: 20 },
  { slug: "chilled", name: "Chilled 33-39 °F", sortOrder: 30 },
  { slug: "frozen", name: "Frozen -10 to 0 °F", sortOrder: 40 },
  { slug: "deep-frozen", name: "Deep frozen below -10 °F", sortOrder: 50 },
];

export const commodities: readonly SeedCommodity[] = [
  { slug: "general-merchandise", name: "General merchandise" },
  { slug: "dry-food", name: "Dry food and grocery" },
  { slug: "fresh-produce", name: "Fresh produce" },
  { slug: "frozen-food", name: "Frozen food" },
  { slug: "beverages", name: "Beverages" },
  { slug: "building-materials", name: "Building materials" },
  { slug: "paper-packaging", name: "Paper and packaging" },
  { slug: "auto-parts", name: "Automotive parts" },
  { slug: "electronics", name: "Consumer electronics" },
  { slug: "furniture", name: "Furniture" },
  { slug: "apparel", name: "Apparel and textiles" },
  { slug: "machinery", name: "Machinery and equipment" },
  { slug: "plastics-resins", name: "Plastics and resins" },
  { slug: "chemicals-non-hazardous", name: "Chemicals (non-hazardous)" },
];

export const trailerTypes: readonly SeedTrailerType[] = [
  { slug: "dry-van-53", name: "53' dry van" },
  { slug: "dry-van-48", name: "48' dry van" },
  { slug: "reefer-53", name: "53' reefer" },
  { slug: "flatbed-48", name: "48' flatbed" },
  { slug: "step-deck", name: "Step deck" },
  { slug: "conestoga", name: "Conestoga" },
  { slug: "container-20", name: "20' container on chassis" },
  { slug: "container-40", name: "40' container on chassis" },
  { slug: "container-45-hc", name: "45' high-cube container on chassis" },
  { slug: "box-truck-26", name: "26' box truck" },
];

export const equipment: readonly SeedEquipment[] = [
  {
    slug: "forklift",
    name: "Sit-down forklift",
    description: "5,000 lb propane and electric counterbalance trucks for unloading trailers and containers.",
  },
  {
    slug: "electric-pallet-jack",
    name: "Electric pallet jack",
    description: "Walkie and rider pallet jacks for moving pallets across the dock floor.",
  },
  {
    slug: "reach-truck",
    name: "Reach truck",
    description: "Narrow-aisle reach trucks for putting pallets away in racking up to 30 feet.",
  },
  {
    slug: "dock-leveler",
    name: "Hydraulic dock leveler",
    description: "Levelers with 20,000 lb capacity that bridge the gap between trailer bed and dock.",
  },
  {
    slug: "container-ramp",
    name: "Yard ramp",
    description: "Mobile steel ramp for unloading flatbeds and containers at ground level.",
  },
  {
    slug: "clamp-truck",
    name: "Carton clamp truck",
    description: "Forklift with a carton clamp for appliances and slip-sheeted freight without pallets.",
  },
  {
    slug: "push-pull",
    name: "Push-pull attachment",
    description:
      "Slip-sheet attachment that loads and unloads freight built on slip sheets instead of pallets.",
  },
  {
    slug: "floor-scale",
    name: "Certified floor scale",
    description: "Legal-for-trade floor scale to weigh individual pallets before they are reloaded.",
  },
  {
    slug: "truck-scale",
    name: "Certified truck scale",
    description: "In-ground truck scale that weighs each axle group and prints a scale ticket.",
  },
  {
    slug: "stretch-wrapper",
    name: "Turntable stretch wrapper",
    description: "Semi-automatic wrapper that wraps rebuilt pallets with consistent film tension.",
  },
  {
    slug: "reefer-plugs",
    name: "Reefer plug-ins",
    description: "Shore-power outlets that keep refrigerated trailers and containers running while parked.",
  },
  {
    slug: "yard-tractor",
    name: "Yard tractor",
    description: "Terminal tractor that shuttles trailers between the yard and the dock doors.",
  },
];
