/**
 * Who in a customer's company may do what: one table of role × action. The API decides every company call
 * from it; the portal uses the same table to show only the actions a member may take.
 */

export const COMPANY_ROLES = ["owner", "admin", "booker", "finance", "viewer"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** What a call made for a company needs. */
export const COMPANY_ACTIONS = [
  /** See the company's orders, dashboard, history, shop orders, messages and referral programme. */
  "orders.view",
  /** Book, edit, repeat, cancel and annotate the company's orders; order from the shop. */
  "orders.book",
  /** Pay orders, invoices and shop orders with a card or the company's balance; cancel a started payment. */
  "payments.pay",
  /** Read invoices and the ledger (balance, bonuses, every entry) and download them. */
  "finance.read",
  /** Invite members, change their roles (not to owner), remove them, edit the company's details. */
  "members.manage",
  /** Hand ownership to another member, or make a member a second owner. */
  "ownership.transfer",
  /** Read the company's activity log (API keys made, used for a write, revoked). */
  "activity.read",
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

const ROLE_ACTIONS: Record<CompanyRole, readonly CompanyAction[]> = {
  owner: COMPANY_ACTIONS,
  admin: ["orders.view", "orders.book", "payments.pay", "finance.read", "members.manage"],
  // A dispatcher: books and follows orders, never spends the company's money.
  booker: ["orders.view", "orders.book"],
  // An accountant: pays and reads the books, never books.
  finance: ["orders.view", "payments.pay", "finance.read"],
  viewer: ["orders.view"],
};

export function isCompanyRole(value: unknown): value is CompanyRole {
  return typeof value === "string" && (COMPANY_ROLES as readonly string[]).includes(value);
}

/** Whether a company role may take an action. */
export function companyRoleMay(role: CompanyRole, action: CompanyAction): boolean {
  return ROLE_ACTIONS[role].includes(action);
}

/** Every action of a role, for the portal to show only what its member may do. */
export function actionsOfCompanyRole(role: CompanyRole): readonly CompanyAction[] {
  return ROLE_ACTIONS[role];
}

/**
 * Why `actorRole` may not give `targetRole` to a member who now has `currentRole`, or null when it may.
 * Owners are made only by an owner; an admin manages the other roles and cannot touch an owner.
 */
export function roleChangeRefusal(actorRole: CompanyRole, currentRole: CompanyRole | null, targetRole: CompanyRole): string | null {
  if (!companyRoleMay(actorRole, "members.manage")) return "Only the company's owners and admins manage its members";
  if ((targetRole === "owner" || currentRole === "owner") && !companyRoleMay(actorRole, "ownership.transfer")) {
    return "Only an owner may make or change an owner";
  }
  return null;
}

/**
 * The roles `actorRole` may give a member who now has `currentRole` (null: someone invited), by `roleChangeRefusal`:
 * what the portal offers in its role choice.
 */
export function rolesGivableBy(actorRole: CompanyRole, currentRole: CompanyRole | null): readonly CompanyRole[] {
  return COMPANY_ROLES.filter((role) => roleChangeRefusal(actorRole, currentRole, role) === null);
}

/**
 * Why `actorRole` may not remove a member who has `memberRole`, or null when it may: the same rule as a role change
 * (owners and admins manage members, only an owner touches an owner). The last owner is `lastOwnerRefusal`'s.
 */
export function memberRemovalRefusal(actorRole: CompanyRole, memberRole: CompanyRole): string | null {
  if (!companyRoleMay(actorRole, "members.manage")) return "Only the company's owners and admins manage its members";
  if (memberRole === "owner" && !companyRoleMay(actorRole, "ownership.transfer")) return "Only an owner may remove an owner";
  return null;
}

/** What each action lets a member do, in the words of a refusal ("you may no longer …"). */
const ACTION_PHRASES: Record<CompanyAction, string> = {
  "orders.view": "see its orders",
  "orders.book": "book its orders",
  "payments.pay": "pay for it",
  "finance.read": "read its books",
  "members.manage": "manage its members",
  "ownership.transfer": "hand over or share its ownership",
  "activity.read": "read its activity log",
};

/**
 * Why a person whose company role is `role` now (null: no longer a member) may not take `action`, or null when they
 * may. Asked of the member's row as it stands when a change is made, not of the role the request arrived with: a
 * parallel request may have demoted or removed them in between.
 */
export function memberActionRefusal(role: CompanyRole | null, action: CompanyAction): string | null {
  if (role === null) return "You are no longer a member of this company";
  if (companyRoleMay(role, action)) return null;
  return `Your role in the company is now ${role}; you may no longer ${ACTION_PHRASES[action]}`;
}

/**
 * Why an invitation to join as `invitedRole` may not be accepted now that its sender's role is `senderRole` (null:
 * no longer a member), or null when it may: an invitation gives a role on its sender's authority, and lapses when
 * they could no longer give that role themselves.
 */
export function invitationSenderRefusal(senderRole: CompanyRole | null, invitedRole: CompanyRole): string | null {
  if (senderRole !== null && roleChangeRefusal(senderRole, null, invitedRole) === null) return null;
  return `The member who sent this invitation may no longer invite anyone as ${invitedRole}; ask the company for a new invitation`;
}

/**
 * Why a member with `role` may not leave or be removed (or lose the owner role), or null when they may:
 * a company always keeps at least one owner.
 */
export function lastOwnerRefusal(role: CompanyRole, ownerCount: number): string | null {
  return role === "owner" && ownerCount <= 1
    ? "A company needs at least one owner: make another member owner first"
    : null;
}

/**
 * Whether the signed-in person may take an action for the account they work for: on their personal account
 * everything is theirs; in a company, what their role allows (`actions` as the profile sends them).
 */
export function accountMay(company: { actions: readonly CompanyAction[] } | null, action: CompanyAction): boolean {
  return company === null || company.actions.includes(action);
}

/**
 * The roles an API key may be given: a key acts for the company without a person behind each call, so it never
 * gets the powers of an owner or admin (managing members, keys or ownership).
 */
export const API_KEY_ROLES = ["booker", "finance", "viewer"] as const satisfies readonly CompanyRole[];
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

export function isApiKeyRole(value: unknown): value is ApiKeyRole {
  return typeof value === "string" && (API_KEY_ROLES as readonly string[]).includes(value);
}
