import type { SeedExtraService } from "./types.js";

/**
 * Add-ons a customer can put on an order: the pick-up and delivery legs, and hub extras
 * sold per pallet, label or hour. Pick-up and delivery are priced per load within 50 miles.
 */
export const extraServices: readonly SeedExtraService[] = [
  {
    slug: "pick-up",
    name: "Pick-up",
    type: "pick-up",
    description:
      "We collect the freight from the shipper or the port terminal and bring it to the hub. Up to 50 miles, two hours of free loading time.",
    price: 29500,
    unit: "load",
    sortOrder: 1,
  },
  {
    slug: "delivery",
    name: "Delivery",
    type: "delivery",
    description:
      "We take the finished load from the hub to the receiver's dock. Up to 50 miles, two hours of free unloading time.",
    price: 29500,
    unit: "load",
    sortOrder: 2,
  },
  {
    slug: "pick-up-and-delivery",
    name: "Pick-up and delivery",
    type: "pickupAndDelivery",
    description: "Both legs booked together with one carrier, at a lower price than two separate moves.",
    price: 52500,
    unit: "load",
    sortOrder: 3,
  },
  {
    slug: "restack-fix",
    name: "Pallet restack fix",
    type: "reStackFix",
    description: "A leaning or overhanging pallet rebuilt on the spot before it is reloaded.",
    price: 1500,
    unit: "pallet",
    sortOrder: 4,
  },
  {
    slug: "stretch-rewrap",
    name: "Stretch wrap",
    type: "fee",
    description: "Machine stretch wrap, 80 gauge, five revolutions with a top sheet against rain and dust.",
    price: 850,
    unit: "pallet",
    sortOrder: 5,
  },
  {
    slug: "corner-boards-strapping",
    name: "Corner boards and strapping",
    type: "fee",
    description: "Four edge protectors and two polyester straps for tall or top-heavy pallets.",
    price: 1200,
    unit: "pallet",
    sortOrder: 6,
  },
  {
    slug: "replacement-pallet",
    name: "Replacement pallet",
    type: "fee",
    description: "A broken pallet swapped for a grade A 48x40 GMA pallet, freight transferred by hand.",
    price: 1800,
    unit: "pallet",
    sortOrder: 7,
  },
  {
    slug: "pallet-labels",
    name: "Pallet labels",
    type: "fee",
    description: "Printed 4x6 shipping or SSCC labels applied to two sides of each pallet.",
    price: 150,
    unit: "label",
    sortOrder: 8,
  },
  {
    slug: "photo-report",
    name: "Photo report",
    type: "fee",
    description: "Time-stamped photos of every pallet on receipt and before dispatch, shared in your order.",
    price: 1500,
    unit: "load",
    sortOrder: 9,
  },
  {
    slug: "lumper-assist",
    name: "Lumper assist",
    type: "fee",
    description: "A two-person crew to hand-unload floor-loaded cartons, billed per started hour.",
    price: 6500,
    unit: "hour",
    sortOrder: 10,
  },
  {
    slug: "extra-storage-day",
    name: "Extra storage day",
    type: "storage",
    description: "Keep the pallet on our floor one more day after the free 24 hours of a cross-dock order.",
    price: 125,
    unit: "day",
    sortOrder: 11,
  },
];
