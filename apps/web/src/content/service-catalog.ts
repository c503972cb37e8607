import type { Capacity } from "@freight/domain/catalog/warehouse-filters";
import type { ServiceTier } from "@freight/domain/catalog/service-tier";

/** Copy of the warehouse listing (cards of three kinds, a filter panel, a bordered card wrapper). */
export const serviceCatalogText = {
  title: "Service catalog",
  metaDescription: "Compare our hubs by services, capacity and open time slots, and book the one that fits.",
  intro: "Every hub: when it is open, what it offers, what it costs and how much room it has today. Filter by the services you need.",
  filtersTitle: "Filter hubs",
  services: "Services",
  capacity: "Capacity",
  instantOnly: "Instant booking only",
  apply: "Show hubs",
  clear: "Clear filters",
  resultCount: "{count} hubs",
  empty: "No hub matches these filters.",
  slotsTitle: "Today's slots (hub local time)",
  servicesTitle: "Services",
  book: "Book at this hub",
  request: "Request to book",
  viewHub: "Hub details",
  slotAvailability: { available: "open", unavailable: "closed" },
  kinds: {
    Product: "FreightBox Flex",
    BookingPlus: "Instant booking",
    Booking: "Request to book",
  } satisfies Record<ServiceTier, string>,
  capacities: {
    low: "Low capacity",
    medium: "Medium capacity",
    high: "High capacity",
  } satisfies Record<Capacity, string>,
  flex: {
    title: "FreightBox Flex",
    text: "Reserved dock time, pallet positions and handling at any hub, billed per use with no lease.",
    points: ["Any of our seven hubs", "Pay only for what you use", "Pallet positions held up to 30 days"],
    action: "See how Flex works",
  },
} as const;
