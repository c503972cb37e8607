import type { ContentPage } from "./content-page";

export const termsOfServicePage: ContentPage = {
  title: "Terms of service",
  metaDescription: "The terms that apply when you use the FreightBox site, portal and hub services.",
  effectiveDate: "2026-01-01",
  intro:
    "These terms apply to everyone who uses the FreightBox web site, the customer portal or the services of our hubs. By booking an order you accept them on behalf of yourself or the company you represent.",
  sections: [
    {
      heading: "Orders and prices",
      paragraphs: [
        "An order is confirmed when the portal shows it as accepted. The price shown at booking applies; extra work the hub finds necessary (for example restacking an unsafe load) is quoted and agreed before it is done.",
        "Every hub has a minimum charge per order. After-hours and call-in fees apply when the work starts outside the hub's business hours, and are shown on the quote.",
      ],
    },
    {
      heading: "Cancellations",
      paragraphs: [
        "You may cancel an order in the portal until its slot starts. Orders cancelled less than three hours before the slot may be charged the hub's minimum charge.",
      ],
    },
    {
      heading: "Liability for freight",
      paragraphs: [
        "We handle freight with reasonable care and record its condition on arrival and departure. Our liability for loss or damage is limited as set out in the service agreement of your account, or, without one, to the value declared on the order.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Keep your sign-in details and check-in codes private: anyone holding a check-in code can check a driver in for that order. Tell us at once if you think a code or your account has been misused.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms; the date above shows when they last changed. Orders already confirmed keep the terms in force when they were booked.",
      ],
    },
  ],
};

export const privacyPolicyPage: ContentPage = {
  title: "Privacy policy",
  metaDescription: "What personal data FreightBox collects, why, and the choices you have.",
  effectiveDate: "2026-01-01",
  intro:
    "This policy explains what personal data FreightBox Logistics collects when you use our site, portal and hubs, why we collect it and how you can control it.",
  sections: [
    {
      heading: "What we collect",
      items: [
        "Contact details you give us: name, company, e-mail address and phone number",
        "Order details: hubs, services, dates, driver names and phone numbers, truck and trailer numbers",
        "Payment records; card and bank details are handled by our payment providers, not stored by us",
        "Technical data: pages visited and the campaign (utm) parameters of the link that brought you",
      ],
    },
    {
      heading: "Why we use it",
      items: [
        "To run the orders you book and tell you about their status",
        "To invoice and collect payment",
        "To answer your questions and improve our service",
        "To show the phone line of the campaign that brought you, so we know which campaigns work",
      ],
    },
    {
      heading: "Sharing",
      paragraphs: [
        "We share data only with the providers that help us run the service (hosting, payments, messaging) and with the carriers and receivers involved in your order. We do not sell personal data.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: [
        "You can view and correct your profile in the portal, choose which notifications you receive, and ask us to export or delete your data by writing to privacy@freightbox.example. We keep order and invoice records as long as tax law requires.",
      ],
    },
  ],
};

export const cookiePolicyPage: ContentPage = {
  title: "Cookie policy",
  metaDescription: "Which cookies the FreightBox site and portal set and what they are for.",
  effectiveDate: "2026-01-01",
  intro: "We use a small number of cookies, all of them needed for the site and portal to work as you expect. We do not use advertising cookies.",
  sections: [
    {
      heading: "Cookies we set",
      items: [
        "token: keeps you signed in to the portal; kept for up to one year or until you sign out",
        "utm: remembers the campaign parameters of the link that brought you, so the site shows the matching phone line; kept for up to one year",
      ],
    },
    {
      heading: "Browser storage",
      paragraphs: [
        "The portal remembers your table sort order and an unfinished booking in your browser's local storage. This data never leaves your device.",
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "You can delete cookies in your browser settings at any time. Without the token cookie you will need to sign in again; without the campaign cookie the site shows our main phone number.",
      ],
    },
  ],
};
