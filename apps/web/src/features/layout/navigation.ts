import { commonText } from "@freight/ui/i18n/common";

export interface NavigationLink {
  href: string;
  label: string;
}

const { nav } = commonText;

/** Main navigation of the public site; anchors point at the home page sections. */
export const mainNavigation: readonly NavigationLink[] = [
  { href: "/#locations", label: nav.locations },
  { href: "/#services", label: nav.services },
  { href: "/shop", label: nav.shop },
  { href: "/blog-posts", label: nav.blog },
  { href: "/contact-us", label: nav.contact },
];
