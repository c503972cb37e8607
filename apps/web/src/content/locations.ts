/** The seven hub pages. Hub facts (address, time zone, minimum charge) come from the API. */
export const LOCATION_SLUGS = [
  "san-bernardino",
  "stockton",
  "reno",
  "denver",
  "markham",
  "columbus",
  "greenville",
] as const;

export type LocationSlug = (typeof LOCATION_SLUGS)[number];

export interface LocationCopy {
  slug: LocationSlug;
  region: string;
  summary: string;
  highlights: readonly string[];
}

export const locationCopy: Record<LocationSlug, LocationCopy> = {
  "san-bernardino": {
    slug: "san-bernardino",
    region: "Inland Empire, California",
    summary:
      "Our flagship hub sits between the ports of Los Angeles and Long Beach and the I-10 and I-15 corridors, so import containers can be transloaded into domestic trailers the day they clear the port.",
    highlights: ["Port drayage pick-up", "Floor-loaded container transload", "Same-day cross-dock to I-10 and I-15 lanes"],
  },
  stockton: {
    slug: "stockton",
    region: "Central Valley, California",
    summary:
      "Stockton serves the Port of Oakland and Northern California distribution centres, with room for restacking and consolidating LTL freight into full truckloads.",
    highlights: ["Oakland port freight", "LTL consolidation", "Temperature-controlled staging"],
  },
  reno: {
    slug: "reno",
    region: "Northern Nevada",
    summary:
      "Reno is the gateway between California and the Intermountain West; carriers use it to break long hauls, rework loads and keep freight moving over the Sierra.",
    highlights: ["I-80 corridor", "Overweight load correction", "Short-term storage"],
  },
  denver: {
    slug: "denver",
    region: "Front Range, Colorado",
    summary:
      "Denver links the West Coast to the Midwest on I-70 and I-25; the hub handles cross-docking for regional deliveries along the Front Range.",
    highlights: ["I-70 and I-25 junction", "Regional delivery cross-dock", "Pallet rework and relabelling"],
  },
  markham: {
    slug: "markham",
    region: "Greater Toronto Area, Ontario",
    summary:
      "Markham serves shippers crossing into Canada, with transload and storage close to the 400-series highways and the Toronto market.",
    highlights: ["Cross-border freight staging", "Transload to Canadian carriers", "Secure storage"],
  },
  columbus: {
    slug: "columbus",
    region: "Central Ohio",
    summary:
      "Columbus puts freight within a day's drive of much of the US population; the hub consolidates and cross-docks for Midwest and East Coast lanes.",
    highlights: ["Rickenbacker rail and air cargo", "Consolidation for East Coast lanes", "Round-the-clock dock doors"],
  },
  greenville: {
    slug: "greenville",
    region: "Upstate South Carolina",
    summary:
      "Greenville supports the I-85 manufacturing corridor and the Port of Charleston inland port, with transload, rework and storage for automotive and industrial freight.",
    highlights: ["Inland port connections", "Automotive parts rework", "Transload to 53-foot trailers"],
  },
};

export function isLocationSlug(value: string): value is LocationSlug {
  return (LOCATION_SLUGS as readonly string[]).includes(value);
}

/** Labels of the location page. */
export const locationPageText = {
  breadcrumb: "Locations",
  highlightsTitle: "What this hub is good at",
  detailsTitle: "Hub details",
  address: "Address",
  timeZone: "Local time zone",
  minimalCharge: "Minimum charge per order",
  book: "Book at this hub",
  metaTitle: "{hub} hub",
  hoursTitle: "Opening hours",
  hubColumn: "Hub",
  hoursZone: "Hub local time:",
  afterHours: "Outside these hours the hub works with after-hours staff, at the after-hours fee.",
  callOut: "Outside these hours the hub calls staff out for a booking, at the call fee.",
  closuresTitle: "Closures ahead",
  noClosures: "No closures planned.",
  servicesTitle: "Services and prices",
  featuresTitle: "What the hub has",
  capabilitiesTitle: "Capabilities",
  equipmentTitle: "Equipment",
  amenitiesTitle: "Driver amenities",
  priceCheckTitle: "Check a price",
} as const;
