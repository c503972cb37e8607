import { portalText } from "@/content/portal-text";
import type { NavIconName } from "./nav-icons";

export interface PortalNavItem {
  href: string;
  label: string;
  icon: NavIconName;
  /** Other paths under which this item counts as the current page. */
  matches: readonly string[];
}

/** Every account and portal area; success pages and the redirect route are reached from flows, not the menu. */
export const PORTAL_NAV_ITEMS: readonly PortalNavItem[] = [
  {
    href: "/dashboard",
    label: portalText.nav.dashboard,
    icon: "dashboard",
    matches: ["/dashboard/order-details"],
  },
  { href: "/portal", label: portalText.nav.book, icon: "book", matches: ["/portal/order-create-success"] },
  { href: "/order-history", label: portalText.nav.orderHistory, icon: "history", matches: [] },
  {
    href: "/dashboard/shop-orders",
    label: portalText.nav.shopOrders,
    icon: "payments",
    matches: ["/portal/shop-checkout", "/portal/shop-order-success"],
  },
  {
    href: "/portal/payment",
    label: portalText.nav.payments,
    icon: "payments",
    matches: ["/portal/order-pay-success", "/portal/invoice-pay-success", "/portal/topup-success"],
  },
  { href: "/dashboard/referral-system", label: portalText.nav.referrals, icon: "referrals", matches: [] },
  { href: "/dashboard/support", label: portalText.nav.support, icon: "support", matches: [] },
  { href: "/settings/team", label: portalText.nav.team, icon: "referrals", matches: ["/settings/team/join", "/settings/team/developers"] },
  { href: "/settings", label: portalText.nav.settings, icon: "settings", matches: [] },
];

/** The menu item of a path: its own page or one of its sub-pages, the most specific match winning. */
export function currentNavItem(pathname: string): PortalNavItem | undefined {
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  const candidates = PORTAL_NAV_ITEMS.filter(
    (item) => within(item.href) || item.matches.some((match) => within(match)),
  );
  return candidates.sort((left, right) => longestMatch(right, pathname) - longestMatch(left, pathname))[0];
}

function longestMatch(item: PortalNavItem, pathname: string): number {
  return Math.max(
    ...[item.href, ...item.matches].map((base) =>
      pathname === base || pathname.startsWith(`${base}/`) ? base.length : 0,
    ),
  );
}
