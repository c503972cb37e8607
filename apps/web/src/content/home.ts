/** Copy of the home page sections; hubs, services, banners, heroes, reviews and vacancies come from the API. */
export const homeCopy = {
  metaDescription:
    "Cross-dock, transload, storage, rework and transport at seven freight hubs in the US and Canada. Book a 3-hour slot online and check drivers in with a code.",
  hero: {
    eyebrow: "Freight hubs in the US and Canada",
    title: "Keep freight moving between port, rail and the final mile",
    text: "Book cross-dock, transload, storage and rework at seven hubs. Pick a time slot, send the driver with a check-in code and follow the order in your portal.",
    primaryAction: "See our locations",
    secondaryAction: "Talk to dispatch",
    factsTitle: "FreightBox at a glance",
    facts: [
      { value: "7", label: "hubs on the busiest corridors in the US and Canada" },
      { value: "8", label: "three-hour slots a day at every hub" },
      { value: "1", label: "price list, shown before you book" },
    ],
    shortcuts: [
      { href: "/driver", label: "Driver? Check in with your code" },
      { href: "/map", label: "Find a hub on the map" },
      { href: "/shop", label: "Buy pallets, wrap and straps" },
    ],
  },
  locations: {
    title: "Our locations",
    text: "Seven hubs on the corridors that carry the most freight, each open to any carrier.",
  },
  services: {
    title: "Services",
    text: "Everything a load may need between pick-up and delivery, priced per pallet or per hour.",
  },
  landing: {
    heroesLabel: "Why shippers choose us",
    bannersLabel: "Current offers",
    reviewsTitle: "What our customers say",
    rating: "Rated {rating} out of 5",
    vacanciesTitle: "Join our team",
    allVacancies: "All open positions",
    vacancyTeaserCount: 4,
    contactTitle: "Tell us about your freight",
    contactText: "Dispatch answers within one business day, usually much sooner.",
  },
} as const;
