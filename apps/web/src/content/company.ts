import type { CompanySettings } from "@freight/domain/company/company-settings";

/** Site copy about the company that is not one of its settings. */
export const companyCopy = {
  tagline: "Cross-dock, transload and storage hubs across North America",
  hoursLine: "Dispatch answers Monday to Saturday, 6:00 AM – 8:00 PM local hub time",
} as const;

/**
 * The settings the API starts with (its migration 0037 writes the same). The site shows the API's settings, which
 * an admin edits in the console; this copy is used only while `next build` prerenders pages (the API does not
 * run then) and is replaced by the API's within a second of the first visit.
 */
export const seedCompanySettings: CompanySettings = {
  name: "FreightBox",
  legalName: "FreightBox Logistics",
  email: "hello@freightbox.example",
  phone: "+1 (909) 555-0100",
  // 555-01xx numbers are reserved for fiction.
  trackingPhones: {
    google_ads: "+1 (909) 555-0111",
    google: "+1 (909) 555-0112",
    bing_ads: "+1 (909) 555-0121",
    bing: "+1 (909) 555-0122",
    _fb_or_ins_: "+1 (909) 555-0131",
    facebook: "+1 (909) 555-0132",
    instagram: "+1 (909) 555-0133",
    aggregators: "+1 (909) 555-0141",
  },
  socialLinks: {
    linkedin: "https://www.linkedin.com/company/freightbox",
    facebook: "https://www.facebook.com/freightbox",
    instagram: "https://www.instagram.com/freightbox",
    threads: "https://www.threads.net/@freightbox",
    x: "https://x.com/freightbox",
    youtube: "https://www.youtube.com/@freightbox",
    tiktok: "https://www.tiktok.com/@freightbox",
  },
  address: { street: "1640 S Riverside Ave", city: "San Bernardino", region: "CA", postalCode: "92408", country: "US" },
  taxId: "12-3456789",
};
