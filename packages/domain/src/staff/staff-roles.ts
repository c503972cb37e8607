/**
 * Who on the company side may do what. The API enforces it on every staff call; the ops console uses the
 * same table to show only what a person may do.
 */

export const STAFF_ROLES = ["admin", "dispatcher", "finance", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff call needs. */
export const STAFF_PERMISSIONS = [
  /** See any order of the hubs one works at, and the customers behind them. */
  "orders.read",
  /** Move orders through their lifecycle, write notes, move them between slots. */
  "orders.work",
  /** See a hub's dock day and open, close or resize its slots. */
  "docks.manage",
  /** Look up check-in codes and confirm arrivals at the gate. */
  "gate.work",
  /** Payments, invoices, refunds, exports and the referral bonus sweep. */
  "finance.manage",
  /** Manual ledger adjustments (a ledger entry with a reason, never an edit). */
  "ledger.adjust",
  /** See customers: profile, balance, orders. */
  "customers.read",
  /** The contact form's messages and support requests. */
  "inbox.work",
  /** Public site content and the catalogue. */
  "content.edit",
  /** Invite staff, change roles and hubs, disable accounts. */
  "staff.manage",
  /** Browse the audit log of every staff action. */
  "audit.read",
  /** See how the background jobs stand (failures included) and run a scheduled one now. */
  "jobs.manage",
  /** The company's own settings: names, address, tax id, contact e-mail and phones, social links. */
  "company.manage",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  // A hub team: its hubs' docks, gate and orders; customers read-only.
  dispatcher: ["orders.read", "orders.work", "docks.manage", "gate.work", "customers.read", "inbox.work"],
  // The office: money in and out; orders and customers read-only.
  finance: ["orders.read", "finance.manage", "ledger.adjust", "customers.read", "inbox.work"],
  editor: ["content.edit"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a role grants a permission. */
export function staffRoleMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** What each permission lets a staff member do, in the words of a refusal ("you may no longer …"). */
const PERMISSION_PHRASES: Record<StaffPermission, string> = {
  "orders.read": "see orders",
  "orders.work": "work on orders",
  "docks.manage": "manage dock days",
  "gate.work": "work the gate",
  "finance.manage": "manage payments and invoices",
  "ledger.adjust": "adjust the ledger",
  "customers.read": "see customers",
  "inbox.work": "work the inbox",
  "content.edit": "edit the site's content",
  "staff.manage": "manage staff accounts or invite staff",
  "audit.read": "read the audit log",
  "jobs.manage": "manage background jobs",
  "company.manage": "change the company's settings",
};

/**
 * Why a staff account as it stands now (null: there is none) may not use `permission`, or null when it may. Asked of
 * the account's row as it stands when a change is made, not of the role the request arrived with: a parallel
 * request may have demoted or disabled it in between.
 */
export function staffActionRefusal(
  account: { role: StaffRole; isDisabled: boolean } | null,
  permission: StaffPermission,
): string | null {
  if (account === null) return "You no longer have a staff account";
  if (account.isDisabled) return "Your staff account has been disabled";
  if (staffRoleMay(account.role, permission)) return null;
  return `Your staff role is now ${account.role}; you may no longer ${PERMISSION_PHRASES[permission]}`;
}

/** Every permission of a role, for a console to show only what its user may do. */
export function permissionsOfStaffRole(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

/** A dispatcher works at the hubs named on their account only; every other role sees every hub. */
export function isHubScopedRole(role: StaffRole): boolean {
  return role === "dispatcher";
}

export interface StaffScope {
  role: StaffRole;
  /** The hubs a dispatcher works at; ignored for the other roles. */
  hubIds: readonly number[];
}

/** Whether a staff member may see and act on a hub's orders, docks and gate. */
export function staffWorksAtHub(scope: StaffScope, hubId: number): boolean {
  return !isHubScopedRole(scope.role) || scope.hubIds.includes(hubId);
}

/** The hubs a list is narrowed to: undefined for every hub, otherwise the dispatcher's own. */
export function hubFilterOfStaff(scope: StaffScope): readonly number[] | undefined {
  return isHubScopedRole(scope.role) ? scope.hubIds : undefined;
}

export type StaffRoleChangeProblem =
  | "dispatcher needs a hub"
  | "only dispatchers have hubs"
  | "the last admin stays an admin"
  | "you cannot disable yourself";

/**
 * Whether a staff account may be given a role, hubs and state: a dispatcher works at one hub at least; the
 * company never loses its last active admin (nobody could invite or repair accounts then); nobody disables
 * or demotes themselves by accident.
 */
export function staffChangeProblem(change: {
  role: StaffRole;
  hubIds: readonly number[];
  isDisabled: boolean;
  isSelf: boolean;
  wasActiveAdmin: boolean;
  otherActiveAdmins: number;
}): StaffRoleChangeProblem | undefined {
  if (isHubScopedRole(change.role) && change.hubIds.length === 0) return "dispatcher needs a hub";
  if (!isHubScopedRole(change.role) && change.hubIds.length > 0) return "only dispatchers have hubs";
  if (change.isSelf && change.isDisabled) return "you cannot disable yourself";
  const staysActiveAdmin = change.role === "admin" && !change.isDisabled;
  if (change.wasActiveAdmin && !staysActiveAdmin && change.otherActiveAdmins === 0) {
    return "the last admin stays an admin";
  }
  return undefined;
}
