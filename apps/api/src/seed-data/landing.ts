import type { SeedBanner, SeedHero, SeedReview, SeedVacancy } from "./types.js";

export const banners: readonly SeedBanner[] = [
  {
    slug: "book-a-dock-in-minutes",
    title: "Book a dock in minutes",
    subTitle: "Seven hubs, one price list",
    text: "See the price before you book, pick a three-hour slot and send the check-in code to your driver. No phone calls, no e-mail chains.",
    image: "/media/banners/book-a-dock.png",
    buttonText: "Find a hub",
    buttonCommand: "#locations",
    optionList: ["Instant prices for every hub", "Slots from 5 AM to 9 PM", "Pay by card or ACH"],
    sortOrder: 1,
  },
  {
    slug: "overweight-at-the-port",
    title: "Overweight at the scale?",
    subTitle: "Get legal the same day",
    text: "Our overweight team rebalances or splits the load on a certified scale and hands your driver a new ticket, usually within two hours.",
    image: "/media/banners/overweight-help.png",
    buttonText: "See overweight help",
    buttonCommand: "/services/overweight-help",
    optionList: ["Certified truck scales", "Axle-by-axle rebalancing", "New scale ticket included"],
    sortOrder: 2,
  },
  {
    slug: "refer-and-save",
    title: "Refer a shipper, save on every order",
    subTitle: "Referral programme",
    text: "Invite carriers and shippers you trust. As their orders add up you move from Core to Velocity to Zenith and your discount grows with you.",
    image: "/media/banners/referral.png",
    buttonText: "Learn how it works",
    buttonCommand: "/dashboard/referral-system/learn-more",
    optionList: ["Up to 8% off every order", "Bonuses paid to your balance", "No cap on referrals"],
    sortOrder: 3,
  },
];

export const heroes: readonly SeedHero[] = [
  {
    slug: "freight-moves-faster",
    title: "Your freight, through the dock and back on the road",
    text: "Cross-dock, transload, storage and overweight help at seven hubs across the US and Canada, booked online with the price up front.",
    image: "/media/heroes/dock-doors.png",
    button1Text: "Book a service",
    button2Text: "See locations",
    sortOrder: 1,
  },
  {
    slug: "containers-to-trailers",
    title: "Three containers in, two trailers out",
    text: "Transload ocean containers into 53-foot trailers near the ports and rail ramps, and return the empties before per diem starts.",
    image: "/media/heroes/transload.png",
    button1Text: "Get a transload price",
    button2Text: "Talk to our team",
    sortOrder: 2,
  },
  {
    slug: "open-around-the-clock",
    title: "Open when your trucks are",
    text: "Stockton never closes and our other hubs run long shifts with after-hours service on request, so a late truck is not a lost day.",
    image: "/media/heroes/night-shift.png",
    button1Text: "Check opening hours",
    button2Text: "Contact us",
    sortOrder: 3,
  },
];

export const reviews: readonly SeedReview[] = [
  {
    slug: "sierra-produce",
    rating: 5,
    title: "Our produce never sat warm",
    quote:
      "We run strawberries and leafy greens through Stockton six nights a week. The reefer doors are always ready and we get a temperature reading with every pallet. Claims have dropped to almost nothing.",
    author: "Dana Whitfield, Sierra Produce Co.",
  },
  {
    slug: "ridgeline-imports",
    rating: 5,
    title: "Transload that saves us per diem",
    quote:
      "San Bernardino turns our forty-footers in a day and gets the empties back to the terminal before the free time runs out. The online price matched the invoice to the cent.",
    author: "Marcus Lee, Ridgeline Imports",
  },
  {
    slug: "front-range-carriers",
    rating: 4,
    title: "Got legal before the pass",
    quote:
      "One of our drivers scaled 2,400 pounds over on the drive axle. Denver rebalanced the load in ninety minutes and he made his delivery in Grand Junction the same evening. Parking was tight, otherwise perfect.",
    author: "Teresa Alvarez, Front Range Carriers",
  },
  {
    slug: "maple-home-goods",
    rating: 5,
    title: "Cross-border without the headaches",
    quote:
      "Markham consolidates five suppliers into one truck for our Toronto stores. The bonded area and the broker on site mean the freight clears and moves on in the same afternoon.",
    author: "Priya Natarajan, Maple Home Goods",
  },
  {
    slug: "buckeye-fulfillment",
    rating: 4,
    title: "Reliable on our busiest weeks",
    quote:
      "During peak season Columbus handled twice our normal volume without missing a slot. Peak pricing was clearly shown when we booked, so there were no surprises on the invoice.",
    author: "Kevin O'Brien, Buckeye Fulfillment",
  },
  {
    slug: "piedmont-auto-parts",
    rating: 5,
    title: "Careful with heavy freight",
    quote:
      "Greenville handles our transmission cases and machined parts, some over 3,000 pounds a pallet. The crew knows how to block and brace, and we have not had a damaged shipment this year.",
    author: "Angela Brooks, Piedmont Auto Parts",
  },
  {
    slug: "high-desert-supply",
    rating: 3,
    title: "Good work, book early",
    quote:
      "The restack work in Reno was solid and the photos helped with our claim. Saturday slots fill up fast though, so plan your weekend loads a few days ahead.",
    author: "Luis Romero, High Desert Supply",
  },
  {
    slug: "coastline-beverage",
    rating: 5,
    title: "Dashboard my dispatchers actually use",
    quote:
      "Check-in codes go straight to the drivers, the dashboard shows every load at every hub, and the invoices are attached to the orders. We stopped chasing paperwork.",
    author: "Samantha Grant, Coastline Beverage",
  },
];

/** scheduleType: 0 full-time, 1 part-time, 2 shift work. */
export const vacancies: readonly SeedVacancy[] = [
  {
    slug: "forklift-operator-stockton",
    position: "Forklift Operator, Night Shift (Stockton, CA)",
    description:
      "Load and unload refrigerated and dry trailers on our round-the-clock dock, check pallet counts against the bill of lading and keep the cold chain intact. Forklift certification and one year of dock experience required; night differential paid.",
    scheduleType: 2,
  },
  {
    slug: "dock-supervisor-columbus",
    position: "Dock Supervisor (Columbus, OH)",
    description:
      "Lead a crew of twelve on our busiest cross-dock floor: plan door assignments, keep trailers turning within two hours and coach new team members on safe handling. Three years of warehouse leadership experience required.",
    scheduleType: 0,
  },
  {
    slug: "customer-success-remote",
    position: "Customer Success Specialist (Remote, US)",
    description:
      "Be the person shippers call when a load needs attention. You will answer booking questions, follow orders through our hubs, resolve billing issues and turn feedback into improvements for the product team.",
    scheduleType: 0,
  },
  {
    slug: "yard-jockey-san-bernardino",
    position: "Yard Jockey (San Bernardino, CA)",
    description:
      "Move trailers and containers between the yard and 48 dock doors with a terminal tractor, record trailer and seal numbers and keep the yard map up to date. Class A licence preferred; we train on our equipment.",
    scheduleType: 2,
  },
  {
    slug: "inventory-clerk-markham",
    position: "Inventory Clerk, Part-Time (Markham, ON)",
    description:
      "Count and reconcile pallets in storage, prepare bonded inventory reports for our customs broker and label outbound freight. Twenty to twenty-five hours a week on weekday mornings; fluency in English required, French an asset.",
    scheduleType: 1,
  },
  {
    slug: "software-engineer-platform",
    position: "Software Engineer, Booking Platform (Remote, US or Canada)",
    description:
      "Build the booking, pricing and hub scheduling features our customers use every day, in TypeScript across a Next.js front end and a Fastify API. You care about time zones, money in cents and tests that catch real bugs.",
    scheduleType: 0,
  },
];
