import type { StaffPermission } from "@freight/domain/staff/staff-roles";

export interface ConsoleSection {
  href: string;
  label: string;
  /** The permission the API asks for the section's calls; the section is shown only to roles that have it. */
  permission: StaffPermission;
}

const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { href: "/orders", label: "Orders", permission: "orders.read" },
  { href: "/shop-orders", label: "Shop orders", permission: "orders.read" },
  { href: "/docks", label: "Dock schedule", permission: "docks.manage" },
  { href: "/gate", label: "Gate", permission: "gate.work" },
  { href: "/finance", label: "Finance", permission: "finance.manage" },
  { href: "/customers", label: "Customers", permission: "customers.read" },
  { href: "/hubs", label: "Hubs", permission: "content.edit" },
  { href: "/services", label: "Services", permission: "content.edit" },
  { href: "/extras", label: "Extras", permission: "content.edit" },
  { href: "/prices", label: "Price lists", permission: "content.edit" },
  { href: "/products", label: "Products", permission: "content.edit" },
  { href: "/blog", label: "Blog", permission: "content.edit" },
  { href: "/landing", label: "Landing content", permission: "content.edit" },
  { href: "/referral-levels", label: "Referral levels", permission: "content.edit" },
  { href: "/inbox", label: "Inbox", permission: "inbox.work" },
  { href: "/staff", label: "Staff", permission: "staff.manage" },
  { href: "/audit-log", label: "Audit log", permission: "audit.read" },
  { href: "/background-jobs", label: "Background jobs", permission: "jobs.manage" },
];

/** The sections a person's permissions open, in menu order. */
export function sectionsFor(permissions: readonly string[]): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => permissions.includes(section.permission));
}

/** The section a path belongs to, for the menu's current item. */
export function currentSection(pathname: string): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find(
    (section) => pathname === section.href || pathname.startsWith(`${section.href}/`),
  );
}
