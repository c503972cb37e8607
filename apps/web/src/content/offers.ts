import type { ContentPage } from "./content-page";

/** The flagship offer: the brand's own booking product, shown first in the warehouse listing too. */
export const freightBoxFlexPage: ContentPage = {
  eyebrow: "Our flagship offer",
  title: "FreightBox Flex",
  metaDescription:
    "FreightBox Flex: reserved dock time, storage and handling at any of our seven hubs, billed per use with no long-term lease.",
  intro:
    "FreightBox Flex gives shippers and carriers warehouse capacity on demand. Reserve a dock slot, pallet positions and handling at any of our seven hubs, pay only for what you use, and scale down the week volumes drop.",
  sections: [
    {
      heading: "What is included",
      items: [
        "A guaranteed three-hour dock slot at the hub of your choice",
        "Cross-dock, transload, rework and storage at the published hub prices",
        "Pallet positions held for you for up to 30 days",
        "Photos of every load on arrival and departure, attached to the order",
        "One invoice per order, payable by card, ACH or account balance",
      ],
    },
    {
      heading: "How it works",
      items: [
        "Choose a hub, a service and a slot in the customer portal; the price is shown before you book",
        "Send the check-in code to your driver; they check in at the gate without calling anyone",
        "Follow the order from arrival to departure on your dashboard",
      ],
    },
    {
      heading: "Who it is for",
      paragraphs: [
        "Importers with seasonal peaks, carriers who need a place to break a long haul, and brokers who book on behalf of many shippers. If your freight moves through one of our corridors more than twice a month, Flex usually costs less than a dedicated lease.",
      ],
    },
  ],
  callToAction: { label: "Ask for a Flex quote", href: "/contact-us" },
};

export const roadServicesPage: ContentPage = {
  eyebrow: "For drivers on the road",
  title: "Road services",
  metaDescription:
    "Overweight correction, load restacking, seal checks and trailer swaps for drivers near our hubs, most done within two hours.",
  intro:
    "When a load goes wrong between pick-up and delivery, our hub teams get the driver moving again. Most road services are finished within two hours of arrival, and the driver leaves with the paperwork the receiver or the scale house will ask for.",
  sections: [
    {
      heading: "Services we offer",
      items: [
        "Overweight correction: rebalance axles or offload the excess on a certified truck scale",
        "Restacking of shifted or leaning pallets, with photos of the finished load",
        "Trailer-to-trailer swaps when equipment fails",
        "Seal checks and re-sealing with a documented seal number",
        "Short-term storage of offloaded freight until a second trailer arrives",
      ],
    },
    {
      heading: "How to get help",
      paragraphs: [
        "Call dispatch with the hub you can reach and what happened; we hold a dock door and tell you the price before you arrive. Booked orders get a check-in code, so the driver goes straight to the door.",
      ],
    },
    {
      heading: "Hours",
      paragraphs: [
        "Road services follow each hub's opening hours. Hubs that offer after-hours service take road work outside those hours at the after-hours rate, and the call-in fee applies when we open a door for you. The map shows which hubs do.",
      ],
    },
  ],
  callToAction: { label: "Find the nearest hub", href: "/map" },
};

export const parkingServicesPage: ContentPage = {
  eyebrow: "Secure truck and trailer parking",
  title: "Parking services",
  metaDescription:
    "Fenced, camera-monitored truck and trailer parking at our hubs, by the night or by the month, with driver amenities on site.",
  intro:
    "Drop a trailer between loads or park the whole rig overnight inside a fenced, lit and camera-monitored yard. Parking is sold by the night or by the month at every hub with yard space.",
  sections: [
    {
      heading: "What you get",
      items: [
        "A numbered space inside a fenced yard with gate control",
        "CCTV coverage recorded for 30 days",
        "Restrooms and, at most hubs, a driver lounge and free Wi-Fi",
        "Reefer plug-ins at hubs with temperature-controlled docks",
      ],
    },
    {
      heading: "Plans",
      items: [
        "Nightly: arrive any time the gate is staffed, leave by noon the next day",
        "Monthly: a reserved space for one tractor and one trailer, with 24-hour access where the hub is open round the clock",
        "Trailer drop: a trailer waits for its next load while your tractor keeps working",
      ],
    },
    {
      heading: "Rules of the yard",
      items: [
        "Engines off while parked; reefer units only on shore power where it is offered",
        "No hazardous materials without prior approval from the hub manager",
        "Keep the gate pass visible on the dashboard",
      ],
    },
  ],
  callToAction: { label: "Reserve a space", href: "/contact-us" },
};
