/** The eight service pages. Names, prices and booking data come from the API where it has them. */
export const SERVICE_SLUGS = [
  "cross-dock",
  "restack",
  "consolidation",
  "transport",
  "overweight-help",
  "storage",
  "rework",
  "transload",
] as const;

export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export interface ServiceCopy {
  slug: ServiceSlug;
  title: string;
  summary: string;
  steps: readonly string[];
  goodFor: readonly string[];
}

export const serviceCopy: Record<ServiceSlug, ServiceCopy> = {
  "cross-dock": {
    slug: "cross-dock",
    title: "Cross-docking",
    summary:
      "Freight comes off the inbound trailer and goes straight onto the outbound one, with no storage in between, so it keeps moving and you pay for handling only.",
    steps: ["Book a time slot at the hub", "The driver checks in with the check-in code", "We unload, sort and reload onto the outbound trailer"],
    goodFor: ["Splitting a truckload into regional deliveries", "Carrier hand-offs on long hauls"],
  },
  restack: {
    slug: "restack",
    title: "Restacking",
    summary:
      "Loads that shifted in transit or were stacked badly are rebuilt so they are safe to drive and pass inspection at the receiver.",
    steps: ["Tell us what went wrong with the load", "We rebuild the stack and secure it", "You get photos of the finished load"],
    goodFor: ["Shifted or leaning pallets", "Loads refused by a receiver"],
  },
  consolidation: {
    slug: "consolidation",
    title: "Consolidation",
    summary:
      "Several smaller shipments are combined into one full truckload, cutting the cost per pallet and the number of deliveries your receiver has to take.",
    steps: ["Send the shipments to one hub", "We hold them until the load is complete", "One trailer leaves with everything"],
    goodFor: ["LTL shippers with a regular lane", "Retail replenishment"],
  },
  transport: {
    slug: "transport",
    title: "Transport",
    summary:
      "Pick-up and delivery between our hubs and your facilities, booked together with the hub service so one order covers the whole move.",
    steps: ["Give the pick-up and delivery addresses", "Choose the dates and time windows", "Track the order in the portal"],
    goodFor: ["Port and rail drayage", "Final-mile delivery from the hub"],
  },
  "overweight-help": {
    slug: "overweight-help",
    title: "Overweight help",
    summary:
      "When a trailer is over the legal axle or gross weight, we move part of the load to another trailer so the driver can continue legally.",
    steps: ["Call or book as soon as the scale ticket shows the problem", "We offload the excess weight", "The excess travels on a second trailer or waits in storage"],
    goodFor: ["Failed scale checks", "Containers loaded over road limits"],
  },
  storage: {
    slug: "storage",
    title: "Storage",
    summary:
      "Short-term pallet storage at the hub while you wait for an appointment, a carrier or the rest of a load, charged by the day.",
    steps: ["Book storage with your hub service", "We receive and label the pallets", "Release them to any carrier you choose"],
    goodFor: ["Missed delivery appointments", "Staging freight before consolidation"],
  },
  rework: {
    slug: "rework",
    title: "Rework",
    summary:
      "Relabelling, repalletising, sorting and kitting at the hub, so freight arrives at the receiver in the form they asked for.",
    steps: ["Send us the receiver's requirements", "We rework the freight and document it", "The load leaves ready for delivery"],
    goodFor: ["Retailer compliance labels", "Damaged pallets"],
  },
  transload: {
    slug: "transload",
    title: "Transload",
    summary:
      "Floor-loaded or palletised cargo is moved from ocean containers or rail cars into domestic trailers, freeing the container and cutting per-diem charges.",
    steps: ["Book the container at the hub", "We unload, palletise if needed, and reload", "The empty container goes back on time"],
    goodFor: ["Import containers from the ports", "Rail-to-truck moves"],
  },
};

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}

/** Labels of the service page. */
export const servicePageText = {
  breadcrumb: "Services",
  stepsTitle: "How it works",
  goodForTitle: "Good for",
  locationsTitle: "Prices per hub",
  book: "Book this service",
  ask: "Ask dispatch a question",
} as const;
