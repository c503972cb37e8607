import type { SeedService } from "./types.js";

/**
 * The eight service pages of the site mapped onto the six service type ids.
 *
 * Restack and consolidation have no type id of their own: consolidation is dock work
 * (freight from several inbound loads is combined into one outbound load without storage),
 * so it is CrossDocking (2); restacking rebuilds damaged or unstable pallets, which is
 * Rework (5). Cross-dock is the default service because it is the hubs' core business.
 */
export const services: readonly SeedService[] = [
  {
    slug: "cross-dock",
    name: "Cross-Dock",
    type: 2,
    shortDescription: "Inbound to outbound in hours, with no storage in between.",
    description:
      "Your freight arrives at our dock, is checked against the bill of lading, sorted by destination and loaded onto the outbound trailer, usually within the same shift. Every pallet is counted and photographed on receipt, exceptions are reported before the truck leaves, and you pay per pallet handled.",
    unit: "pallet",
    image: "/media/services/cross-dock.png",
    isDefault: true,
    sortOrder: 1,
  },
  {
    slug: "transload",
    name: "Transload",
    type: 1,
    shortDescription: "Ocean containers devanned and reloaded into 53-foot trailers.",
    description:
      "We devan 20-, 40- and 45-foot ocean containers, palletize floor-loaded cartons when needed and reload the freight into domestic 53-foot trailers, turning roughly three containers into two trailers. Empty containers are returned to the terminal on time, so per-diem charges stay off your invoice.",
    unit: "container",
    image: "/media/services/transload.png",
    isDefault: false,
    sortOrder: 2,
  },
  {
    slug: "consolidation",
    name: "Consolidation",
    type: 2,
    shortDescription: "Several LTL shipments combined into one full truckload.",
    description:
      "Send partial loads from several suppliers to one hub and we combine them into full truckloads for the same consignee or region. You trade several LTL freight bills for one FTL rate, and the receiver gets one appointment instead of five. We hold early arrivals on the dock until the load is complete.",
    unit: "pallet",
    image: "/media/services/consolidation.png",
    isDefault: false,
    sortOrder: 3,
  },
  {
    slug: "restack",
    name: "Restack",
    type: 5,
    shortDescription: "Leaning, crushed or overhanging pallets rebuilt so they can travel.",
    description:
      "Loads that shifted in transit, pallets that overhang the deck or stacks a receiver refused are rebuilt on sound pallets, wrapped, corner-boarded and relabelled. We photograph the freight before and after, so your claim file is complete, and the load can continue on the same day.",
    unit: "pallet",
    image: "/media/services/restack.png",
    isDefault: false,
    sortOrder: 4,
  },
  {
    slug: "rework",
    name: "Rework",
    type: 5,
    shortDescription: "Relabelling, kitting, sorting and repacking at the dock.",
    description:
      "When a retailer changes its routing guide or a shipment arrives with the wrong labels, our rework team relabels cartons, sorts mixed SKUs, builds kits and displays and repacks damaged cases. Work is priced per pallet with a written scope, and you approve it before we start.",
    unit: "pallet",
    image: "/media/services/rework.png",
    isDefault: false,
    sortOrder: 5,
  },
  {
    slug: "storage",
    name: "Storage",
    type: 4,
    shortDescription: "Short-term pallet storage while you wait for an appointment.",
    description:
      "Missed the delivery appointment or waiting for a purchase order to release? Keep pallets in our racked, camera-monitored warehouse for a day, a week or a month. Storage is billed per pallet per day, with inventory visible in your dashboard and release on one business day's notice.",
    unit: "pallet-day",
    image: "/media/services/storage.png",
    isDefault: false,
    sortOrder: 6,
  },
  {
    slug: "transport",
    name: "Transport",
    type: 3,
    shortDescription: "Local and regional trucking from and to our hubs.",
    description:
      "Our partner carriers move dry van, reefer and flatbed loads between ports, rail ramps, our hubs and your customers within about 250 miles. One price per load covers the linehaul and two hours of free time at each stop; there is no minimum charge on transport.",
    unit: "load",
    image: "/media/services/transport.png",
    isDefault: false,
    sortOrder: 7,
  },
  {
    slug: "overweight-help",
    name: "Overweight Help",
    type: 6,
    shortDescription: "Overweight loads split or rebalanced to legal axle weights.",
    description:
      "A truck that scales over the legal gross or axle limit cannot leave the port or the scale house. We pull the load into our dock, weigh it on a certified scale, move or remove pallets until every axle group is legal and issue a new scale ticket, so the driver can finish the trip without a fine.",
    unit: "load",
    image: "/media/services/overweight-help.png",
    isDefault: false,
    sortOrder: 8,
  },
];
