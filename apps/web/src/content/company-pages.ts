import type { ContentPage } from "./content-page";

export const aboutUsPage: ContentPage = {
  eyebrow: "About us",
  title: "About FreightBox",
  metaDescription: "FreightBox runs seven freight hubs across the US and Canada and lets shippers book hub services online.",
  intro:
    "FreightBox runs seven freight hubs on the corridors that carry the most North American freight. We started as a single cross-dock in San Bernardino and built the booking platform we wished we had: prices up front, a slot you can count on and paperwork that follows the load.",
  sections: [
    {
      heading: "What we believe",
      items: [
        "A price you can see before you book is worth more than a discount you have to negotiate",
        "Drivers' time is expensive: a check-in should take minutes, not hours",
        "Every load deserves a photo, a timestamp and an invoice attached to the order",
      ],
    },
    {
      heading: "Our network",
      paragraphs: [
        "San Bernardino, Stockton, Reno, Denver, Markham, Columbus and Greenville: each hub is open to any carrier, with the same services and one price list per hub.",
      ],
    },
    {
      heading: "Our people",
      paragraphs: [
        "Dock workers, yard jockeys, supervisors, dispatchers and software engineers. Most of our hub managers started on the dock floor.",
      ],
    },
  ],
  callToAction: { label: "See open positions", href: "/careers" },
};

export const partnershipPage: ContentPage = {
  eyebrow: "Partnership",
  title: "Partner with us",
  metaDescription: "Carriers, brokers, warehouse operators and software vendors: work with the FreightBox hub network.",
  intro:
    "We work with carriers, brokers, independent warehouses and software vendors who want their customers to reach our hubs. Partners get volume pricing, a named account manager and access to our booking API.",
  sections: [
    {
      heading: "Who we partner with",
      items: [
        "Carriers who run regular lanes through our corridors",
        "Freight brokers booking hub services for their shippers",
        "Independent warehouses that want to join the network as a listed hub",
        "Transport management and visibility software vendors",
      ],
    },
    {
      heading: "What partners receive",
      items: [
        "Volume pricing reviewed every quarter",
        "A named account manager and a direct dispatch line",
        "Booking and order-status API access for your own systems",
        "Referral bonuses on the shippers you bring, paid to your balance",
      ],
    },
    {
      heading: "How to start",
      paragraphs: [
        "Tell us about your freight or your business through the contact form. We reply within two business days with a proposal or a call.",
      ],
    },
  ],
  callToAction: { label: "Start a conversation", href: "/contact-us" },
};

export const pressCenterPage: ContentPage = {
  eyebrow: "Press center",
  title: "Press center",
  metaDescription: "News, facts and media contacts for journalists writing about FreightBox.",
  intro:
    "Facts about FreightBox, our latest announcements and who to call for comment. Journalists on deadline get an answer the same business day.",
  sections: [
    {
      heading: "Company facts",
      items: [
        "Seven hubs in California, Nevada, Colorado, Ohio, South Carolina and Ontario",
        "Services: cross-dock, transload, consolidation, restacking, rework, storage, transport and overweight help",
        "Online booking with instant prices, three-hour slots and driver check-in codes",
      ],
    },
    {
      heading: "Recent announcements",
      items: [
        "Markham hub opens bonded storage for cross-border freight",
        "Driver check-in codes roll out at all seven hubs",
        "Referral programme launches with Core, Velocity and Zenith levels",
      ],
    },
    {
      heading: "Media contact",
      paragraphs: [
        "Write to press@freightbox.example with your outlet and deadline. Logos and hub photos are available on request.",
      ],
    },
  ],
};

export const helpCenterPage: ContentPage = {
  eyebrow: "Help center",
  title: "Help center",
  metaDescription: "How to book, check in, pay and get support at FreightBox hubs.",
  intro: "Short guides to the things customers and drivers ask about most. Can't find your answer? Dispatch is a call away.",
  sections: [
    {
      heading: "Booking",
      items: [
        "Choose a hub, a service, a date and a three-hour slot; the price appears before you confirm",
        "Slots that start within the next three hours cannot be booked online; call dispatch instead",
        "Add pick-up, delivery or both to the same order",
      ],
    },
    {
      heading: "Driver check-in",
      items: [
        "Every booked order has a check-in code; send it to your driver",
        "The driver enters the code on the driver page or at the gate kiosk",
        "Check-in confirms the truck and trailer numbers and tells the dock the load has arrived",
      ],
    },
    {
      heading: "Payments and invoices",
      items: [
        "Pay by card or ACH bank transfer, or use your account balance and referral bonuses",
        "Every invoice is attached to its order in the portal",
        "After-hours and call-in fees are shown on the quote before you book",
      ],
    },
  ],
  callToAction: { label: "Read the FAQs", href: "/faqs" },
};

export const investorsPage: ContentPage = {
  eyebrow: "Investors",
  title: "Investor relations",
  metaDescription: "Information for current and prospective investors in FreightBox Logistics.",
  intro:
    "FreightBox Logistics is a privately held company. We share our strategy and operating highlights here; detailed financial information is available to current shareholders and qualified investors under a confidentiality agreement.",
  sections: [
    {
      heading: "Our strategy",
      items: [
        "Hubs on high-volume corridors near ports, rail ramps and border crossings",
        "Online booking that turns idle dock time into sold capacity",
        "Services priced per pallet and per hour, published for every hub",
      ],
    },
    {
      heading: "How we measure progress",
      items: [
        "Dock-door utilisation per hub and per slot",
        "Share of orders booked online rather than by phone",
        "Average driver time from check-in to departure",
      ],
    },
    {
      heading: "Contact",
      paragraphs: ["Investor enquiries go to investors@freightbox.example."],
    },
  ],
};
