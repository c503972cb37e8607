/** Questions customers and drivers ask most, grouped by topic. */
interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  topic: string;
  entries: readonly FaqEntry[];
}

export const faqsText = {
  title: "Frequently asked questions",
  metaDescription: "Answers about booking, prices, driver check-in, payments and our hubs.",
  intro: "Quick answers to the questions dispatch hears every day.",
  stillStuck: "Still have a question?",
  contact: "Contact dispatch",
} as const;

export const faqGroups: readonly FaqGroup[] = [
  {
    topic: "Booking",
    entries: [
      {
        question: "How far ahead do I need to book?",
        answer:
          "Online booking closes three hours before a slot starts, so the hub can plan the dock. For anything sooner, call dispatch and we will fit you in if a door is free.",
      },
      {
        question: "What is a time slot?",
        answer:
          "Each hub day is split into eight three-hour slots in the hub's local time. Your driver can arrive at any point in the slot you booked.",
      },
      {
        question: "Can I book pick-up and delivery with the hub service?",
        answer:
          "Yes. Add pick-up, delivery or both to the order and give the addresses and time windows; one order covers the whole move.",
      },
    ],
  },
  {
    topic: "Prices and payment",
    entries: [
      {
        question: "Why was my order charged more than pallets times price?",
        answer:
          "Each hub has a minimum charge per order. When pallets times price is lower, the order is raised to the minimum. After-hours and call-in fees are added when the work starts outside business hours.",
      },
      {
        question: "How can I pay?",
        answer: "By card or ACH bank transfer in the portal, or from your account balance and referral bonuses.",
      },
    ],
  },
  {
    topic: "Drivers",
    entries: [
      {
        question: "What does my driver need at the gate?",
        answer:
          "Only the check-in code from the order. The driver enters it on the driver page or at the gate kiosk, confirms the truck and trailer numbers and is sent to a door.",
      },
      {
        question: "Do drivers need an account?",
        answer: "No. The check-in code is all a driver needs; accounts are for the people who book and pay.",
      },
    ],
  },
  {
    topic: "Hubs",
    entries: [
      {
        question: "Which hubs are open around the clock?",
        answer: "The map shows each hub's services, hours and available slots. Filter by Open 24/7 to see the ones that never close.",
      },
      {
        question: "Can I store freight at a hub?",
        answer: "Yes, short-term pallet storage is charged by the day at every hub. For longer stays ask about FreightBox Flex.",
      },
    ],
  },
];
