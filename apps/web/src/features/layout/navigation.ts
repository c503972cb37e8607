import nav from "@freight/ui/i18n/en/nav.json";
import { LOCATION_SLUGS } from "@/content/locations";
import { SERVICE_SLUGS, serviceCopy } from "@/content/services";

interface NavigationLink {
  href: string;
  label: string;
}

export interface NavigationGroup {
  label: string;
  links: readonly NavigationLink[];
}

function titleOfSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * Every public route, grouped as the header menus and the footer show them. Outcome pages
 * (/thank-you after the contact form, /404 for a missing page) are reached by what happens, not by a link.
 */
export const siteNavigation: readonly NavigationGroup[] = [
  {
    label: nav.locations,
    links: [
      { href: "/#locations", label: "All locations" },
      ...LOCATION_SLUGS.map((slug) => ({ href: `/locations/${slug}`, label: titleOfSlug(slug) })),
    ],
  },
  {
    label: nav.services,
    links: [
      { href: "/#services", label: "All services" },
      ...SERVICE_SLUGS.map((slug) => ({ href: `/services/${slug}`, label: serviceCopy[slug].title })),
    ],
  },
  {
    label: "Offers",
    links: [
      { href: "/freight-box-flex", label: "FreightBox Flex" },
      { href: "/road-services", label: "Road services" },
      { href: "/parking-services", label: "Parking services" },
      { href: "/driver", label: "Driver check-in" },
      { href: "/shop", label: nav.shop },
      { href: "/map", label: "Hub map" },
    ],
  },
  {
    label: "Company",
    links: [
      { href: "/about-us", label: "About us" },
      { href: "/service-catalog", label: "Service catalog" },
      { href: "/blog-posts", label: nav.blog },
      { href: "/careers", label: "Careers" },
      { href: "/partnership", label: "Partnership" },
      { href: "/press-center", label: "Press center" },
      { href: "/investors", label: "Investors" },
      { href: "/developers", label: "Developers" },
      { href: "/contact-us", label: nav.contact },
    ],
  },
  {
    label: "Support",
    links: [
      { href: "/help-center", label: "Help center" },
      { href: "/faqs", label: "FAQs" },
      { href: "/terms-of-service", label: "Terms of service" },
      { href: "/privacy-policy", label: "Privacy policy" },
      { href: "/cookie-policy", label: "Cookie policy" },
    ],
  },
  {
    label: "Account",
    links: [
      { href: "/auth/signin", label: nav.signIn },
      { href: "/auth/signup", label: "Create an account" },
      { href: "/auth/restore-password", label: "Restore password" },
    ],
  },
];

/** The Account group for a visitor who has a session: their portal pages instead of the sign-in forms. */
function signedInAccountGroup(portalUrl: string): NavigationGroup {
  return {
    label: "Account",
    links: [
      { href: `${portalUrl}/dashboard`, label: nav.dashboard },
      { href: `${portalUrl}/order-history`, label: nav.orderHistory },
      { href: `${portalUrl}/portal`, label: nav.bookService },
      { href: `${portalUrl}/settings`, label: nav.settings },
    ],
  };
}

/** The site's menus as this visitor sees them: signed-in visitors get their portal links under Account. */
export function navigationFor(isSignedIn: boolean, portalUrl: string): readonly NavigationGroup[] {
  if (!isSignedIn) return siteNavigation;
  return siteNavigation.map((group) => (group.label === "Account" ? signedInAccountGroup(portalUrl) : group));
}
