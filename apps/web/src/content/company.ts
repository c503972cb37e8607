import type { TrackingPhoneBook } from "@freight/domain/marketing/tracking-phone";

/** Company facts shown in the header, footer and contact page. */
export const company = {
  name: "FreightBox",
  legalName: "FreightBox Logistics",
  tagline: "Cross-dock, transload and storage hubs across North America",
  email: "hello@freightbox.example",
  /** Shown to visitors without a known tracking source. */
  phone: "+1 (909) 555-0100",
  addressLine: "Operations centre: 1640 S Riverside Ave, San Bernardino, CA 92408",
  hoursLine: "Dispatch answers Monday to Saturday, 6:00 AM – 8:00 PM local hub time",
} as const;

/**
 * Each tracking source gets its own number, so calls can be attributed to the campaign
 * that brought the visitor. (555-01xx numbers are reserved for fiction; replace with the real lines.)
 */
export const trackingPhones: TrackingPhoneBook = {
  google_ads: "+1 (909) 555-0111",
  google: "+1 (909) 555-0112",
  bing_ads: "+1 (909) 555-0121",
  bing: "+1 (909) 555-0122",
  _fb_or_ins_: "+1 (909) 555-0131",
  facebook: "+1 (909) 555-0132",
  instagram: "+1 (909) 555-0133",
  aggregators: "+1 (909) 555-0141",
};

export interface SocialLink {
  name: string;
  href: string;
}

/** LinkedIn, Facebook, Instagram, Threads, X, a video site and a short-video site. */
export const socialLinks: readonly SocialLink[] = [
  { name: "LinkedIn", href: "https://www.linkedin.com/company/freightbox" },
  { name: "Facebook", href: "https://www.facebook.com/freightbox" },
  { name: "Instagram", href: "https://www.instagram.com/freightbox" },
  { name: "Threads", href: "https://www.threads.net/@freightbox" },
  { name: "X", href: "https://x.com/freightbox" },
  { name: "YouTube", href: "https://www.youtube.com/@freightbox" },
  { name: "TikTok", href: "https://www.tiktok.com/@freightbox" },
];
