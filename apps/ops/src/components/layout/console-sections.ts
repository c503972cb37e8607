import { staffRoleMayCall } from "@freight/domain/access/operation-access";
import { isStaffRole } from "@freight/domain/staff/staff-roles";

export interface ConsoleSection {
  href: string;
  label: string;
  /**
   * The API operation the section's page reads first: the section is shown only to roles the domain's access
   * table lets call it, the table the API guards every call with.
   */
  operationId: string;
}

const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { href: "/orders", label: "Orders", operationId: "listStaffOrders" },
  { href: "/shop-orders", label: "Shop orders", operationId: "listStaffShopOrders" },
  { href: "/docks", label: "Dock schedule", operationId: "getDockDay" },
  { href: "/gate", label: "Gate", operationId: "findOrderByCheckInCode" },
  { href: "/finance", label: "Finance", operationId: "listStaffPayments" },
  { href: "/customers", label: "Customers", operationId: "listStaffCustomers" },
  { href: "/hubs", label: "Hubs", operationId: "getStaffHub" },
  { href: "/services", label: "Services", operationId: "getStaffService" },
  { href: "/extras", label: "Extras", operationId: "listStaffExtraServices" },
  { href: "/prices", label: "Price lists", operationId: "getHubPriceList" },
  { href: "/products", label: "Products", operationId: "getStaffProduct" },
  { href: "/blog", label: "Blog", operationId: "listStaffBlogPosts" },
  { href: "/landing", label: "Landing content", operationId: "getStaffLandingList" },
  { href: "/referral-levels", label: "Referral levels", operationId: "getStaffReferralLevels" },
  { href: "/inbox", label: "Inbox", operationId: "listContactMessages" },
  { href: "/staff", label: "Staff", operationId: "listStaffMembers" },
  { href: "/company", label: "Company settings", operationId: "getStaffCompanySettings" },
  { href: "/email-previews", label: "E-mail previews", operationId: "listEmailPreviews" },
  { href: "/audit-log", label: "Audit log", operationId: "listStaffAuditLog" },
  { href: "/background-jobs", label: "Background jobs", operationId: "listBackgroundJobs" },
];

/** The sections a person's role opens, in menu order. */
export function sectionsFor(role: string): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => isStaffRole(role) && staffRoleMayCall(role, section.operationId));
}

/** The section a path belongs to, for the menu's current item. */
export function currentSection(pathname: string): ConsoleSection | undefined {
  return CONSOLE_SECTIONS.find(
    (section) => pathname === section.href || pathname.startsWith(`${section.href}/`),
  );
}
