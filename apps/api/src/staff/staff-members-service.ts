import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import {
  isHubScopedRole,
  permissionsOfStaffRole,
  staffActionRefusal,
  staffChangeProblem,
  type StaffRole,
  type StaffRoleChangeProblem,
} from "@freight/domain/staff/staff-roles";
import type { Database, Tx } from "../db/client.js";
import { retryingTransaction } from "../db/lock-conflict.js";
import { hubs, sessions, staffInvitations, staffMembers, users } from "../db/schema/index.js";
import type { AuthUser } from "../http/caller.js";
import { HttpError } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { appendStaffAuditEntry } from "../db/staff-audit-log.js";
import type { Notifier } from "../notifications/notifier.js";
import { hashSecret } from "../accounts/password-hash.js";
import { findUserByEmail, insertUser, normalizeEmail, uniqueViolation } from "../accounts/users.js";

/** How long an invitation can be accepted. */
const STAFF_INVITATION_DAYS = 7;

const problemMessages: Record<StaffRoleChangeProblem, string> = {
  "dispatcher needs a hub": "A dispatcher works at one hub at least: choose their hubs",
  "only dispatchers have hubs": "Only dispatchers are tied to hubs: send no hubIds for this role",
  "the last admin stays an admin": "This is the last active admin: make someone else an admin first",
  "you cannot disable yourself": "You cannot disable your own account; ask another admin",
};

export interface StaffMembersDeps {
  db: Database;
  notifier: Notifier;
  opsUrl: string;
  now: () => Date;
}

type StaffRow = typeof staffMembers.$inferSelect;

function staffState(row: StaffRow | undefined): { role: StaffRole; isDisabled: boolean } | null {
  return row ? { role: row.role, isDisabled: row.disabledAt !== null } : null;
}

/**
 * Locks the staff rows of `userIds`, and with `withActiveAdmins` every active admin's too, in user id order: every
 * change of a staff account locks in this order (then its invitations), so two changes wait for each other instead
 * of deadlocking, and each decides on rows nobody else can change before it commits, however its caller's role
 * looked when the request arrived.
 */
async function lockStaffRows(
  tx: Tx,
  userIds: readonly number[],
  withActiveAdmins = false,
): Promise<StaffRow[]> {
  const named = inArray(staffMembers.userId, [...new Set(userIds)]);
  return tx
    .select()
    .from(staffMembers)
    .where(
      withActiveAdmins
        ? or(named, and(eq(staffMembers.role, "admin"), isNull(staffMembers.disabledAt)))
        : named,
    )
    .orderBy(asc(staffMembers.userId))
    .for("no key update");
}

/** 403 in words unless the caller's locked row still grants managing staff (not demoted, disabled or gone). */
function requireLockedStaffManager(rows: readonly StaffRow[], callerId: number): void {
  const refusal = staffActionRefusal(staffState(rows.find((row) => row.userId === callerId)), "staff.manage");
  if (refusal) throw new HttpError(403, refusal);
}

function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("base64url");
}

async function checkHubsExist(db: Pick<Database, "select">, hubIds: readonly number[]): Promise<void> {
  if (hubIds.length === 0) return;
  const found = await db
    .select({ id: hubs.id })
    .from(hubs)
    .where(inArray(hubs.id, [...hubIds]));
  const missing = hubIds.filter((id) => !found.some((hub) => hub.id === id));
  if (missing.length > 0)
    throw new HttpError(400, `No hub has the id ${missing.join(", ")}`, [
      { field: "hubIds", message: "unknown hub" },
    ]);
}

function uniqueHubs(hubIds: readonly number[] | undefined): number[] {
  return [...new Set(hubIds ?? [])].sort((a, b) => a - b);
}

/** A staff account as the console lists it: the person and their role, hubs and state. */
const memberColumns = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: staffMembers.role,
  hubIds: staffMembers.hubIds,
  disabledAt: staffMembers.disabledAt,
  createdAt: staffMembers.createdAt,
};

function toMember(row: {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  hubIds: number[];
  disabledAt: Date | null;
  createdAt: Date;
}): Schemas["StaffMember"] {
  return {
    ...row,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The signed-in staff member: who they are and what the console may show them. */
export async function readStaffSelf(db: Database, caller: AuthUser): Promise<Schemas["StaffSelf"]> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user || !caller.staff) throw new HttpError(403, "Only staff may use this call");
  return {
    userId: caller.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: caller.staff.role,
    hubIds: [...caller.staff.hubIds],
    permissions: [...permissionsOfStaffRole(caller.staff.role)],
  };
}

/** Every staff account (active first, then disabled) and the invitations still open. */
export async function listStaffMembers(db: Database, now: Date): Promise<Schemas["StaffMemberList"]> {
  const members = await db
    .select(memberColumns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(sql`${staffMembers.disabledAt} is not null`, asc(users.email));
  const invitations = await db
    .select({ invitation: staffInvitations, sender: staffMembers })
    .from(staffInvitations)
    .leftJoin(staffMembers, eq(staffMembers.userId, staffInvitations.invitedByUserId))
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.withdrawnAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return {
    members: members.map(toMember),
    // Those that lapsed with their sender's right to invite are left out: they could not be accepted.
    invitations: invitations
      .filter(({ sender }) => staffActionRefusal(staffState(sender ?? undefined), "staff.manage") === null)
      .map(({ invitation }) => toInvitation(invitation)),
  };
}

function toInvitation(row: typeof staffInvitations.$inferSelect): Schemas["StaffInvitation"] {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    hubIds: row.hubIds,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Invites a person to the staff: a secret code by e-mail, valid STAFF_INVITATION_DAYS; a newer invitation to
 * the same address withdraws the older one. An address that already has an account is refused (staff use
 * an address of their own, never a customer's account). The inviter must still manage staff when it is stored.
 */
export async function inviteStaffMember(
  deps: StaffMembersDeps,
  invitedBy: number,
  input: { email: string; role: StaffRole; hubIds?: number[] },
): Promise<Schemas["StaffInvitation"]> {
  const email = normalizeEmail(input.email);
  const hubIds = uniqueHubs(input.hubIds);
  const problem = staffChangeProblem({
    role: input.role,
    hubIds,
    isDisabled: false,
    isSelf: false,
    wasActiveAdmin: false,
    otherActiveAdmins: 1,
  });
  if (problem)
    throw new HttpError(400, problemMessages[problem], [
      { field: "hubIds", message: problemMessages[problem] },
    ]);
  await checkHubsExist(deps.db, hubIds);
  if (await findUserByEmail(deps.db, email)) {
    throw new HttpError(
      409,
      "An account with this e-mail already exists; staff need an address of their own",
    );
  }
  const code = randomBytes(24).toString("base64url");
  const now = deps.now();
  const invitation = await retryingTransaction(deps.db, async (tx) => {
    requireLockedStaffManager(await lockStaffRows(tx, [invitedBy]), invitedBy);
    await tx
      .update(staffInvitations)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.withdrawnAt),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email,
        role: input.role,
        hubIds,
        codeHash: hashCode(code),
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000),
        invitedByUserId: invitedBy,
      })
      .returning();
    if (!row) throw new Error("The invitation was not stored");
    return row;
  });
  const link = `${deps.opsUrl}/invitation?${new URLSearchParams({ email, code }).toString()}`;
  await deps.notifier.send({
    channel: "email",
    to: email,
    subject: "You are invited to the Freight operations console",
    text: `You are invited to join the Freight staff as ${input.role}.\n\nChoose your password here within ${STAFF_INVITATION_DAYS} days:\n${link}\n\nYour invitation code: ${code}\n`,
    kind: "staffInvitation",
    purpose: "staff-invitation",
  });
  return toInvitation(invitation);
}

/**
 * Accepts an invitation: makes the staff account with the role and hubs it names. One code makes one
 * account; a used, withdrawn, expired or unknown code is refused alike (nothing tells which). An invitation gives
 * a role on its sender's authority: it lapses when they no longer manage staff (demoted, disabled or gone).
 */
export async function acceptStaffInvitation(
  deps: StaffMembersDeps,
  input: { email: string; code: string; password: string; firstName: string; lastName: string },
): Promise<Schemas["StaffInvitationAccepted"]> {
  const email = normalizeEmail(input.email);
  const now = deps.now();
  const passwordHash = await hashSecret(input.password);
  const refused = new HttpError(
    400,
    "This invitation is unknown, used or expired; ask an admin for a new one",
  );
  try {
    return await retryingTransaction(deps.db, async (tx) => {
      const [found] = await tx
        .select({ id: staffInvitations.id, senderId: staffInvitations.invitedByUserId })
        .from(staffInvitations)
        .where(eq(staffInvitations.codeHash, hashCode(input.code)));
      if (!found) throw refused;
      // The staff lock order: the sender's row, then the invitation.
      const senders = found.senderId === null ? [] : await lockStaffRows(tx, [found.senderId]);
      const [invitation] = await tx
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.id, found.id))
        .for("no key update");
      if (
        !invitation ||
        invitation.email !== email ||
        invitation.acceptedAt ||
        invitation.withdrawnAt ||
        invitation.expiresAt <= now
      ) {
        throw refused;
      }
      if (staffActionRefusal(staffState(senders[0]), "staff.manage")) {
        throw new HttpError(
          409,
          "The admin who sent this invitation may no longer invite staff; ask an admin for a new invitation",
        );
      }
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(eq(staffInvitations.id, invitation.id));
      const user = await insertUser(tx, {
        email,
        passwordHash,
        role: "staff",
        firstName: input.firstName,
        lastName: input.lastName,
        corporationName: "Freight",
        isEmailConfirmed: true,
      });
      await tx.insert(staffMembers).values({
        userId: user.id,
        role: invitation.role,
        hubIds: invitation.hubIds,
        invitedByUserId: invitation.invitedByUserId,
      });
      await appendStaffAuditEntry(tx, {
        actorUserId: user.id,
        action: "acceptStaffInvitation",
        targetType: "staffMember",
        targetId: String(user.id),
        after: { role: invitation.role, hubIds: invitation.hubIds, invitationId: invitation.id },
      });
      return { email, role: invitation.role };
    });
  } catch (error) {
    if (uniqueViolation(error) === "users_email_unique") {
      throw new HttpError(409, "An account with this e-mail already exists; sign in instead");
    }
    throw error;
  }
}

export interface StaffMemberChange {
  role?: StaffRole;
  hubIds?: number[];
  disabled?: boolean;
}

/**
 * Changes a staff account's role, hubs or state. Disabling ends every session of the account at once.
 * The caller, the account and every active admin are locked while the change is checked: of two admins
 * demoting or disabling each other at the same time the first wins and the second finds it may no longer, and
 * the company never loses its last admin.
 */
export async function changeStaffMember(
  deps: StaffMembersDeps,
  changedBy: number,
  userId: number,
  change: StaffMemberChange,
): Promise<{ before: Schemas["StaffMember"]; after: Schemas["StaffMember"] }> {
  if (change.hubIds !== undefined) await checkHubsExist(deps.db, uniqueHubs(change.hubIds));
  const now = deps.now();
  return retryingTransaction(deps.db, async (tx) => {
    const locked = await lockStaffRows(tx, [changedBy, userId], true);
    requireLockedStaffManager(locked, changedBy);
    const activeAdmins = locked.filter((row) => row.role === "admin" && row.disabledAt === null);
    const current = locked.find((row) => row.userId === userId);
    if (!current) throw new HttpError(404, "No staff account has this id");
    const role = change.role ?? current.role;
    // A role not scoped to hubs carries none; a hub-scoped one keeps its hubs unless new ones are sent.
    const hubIds =
      change.hubIds !== undefined ? uniqueHubs(change.hubIds) : isHubScopedRole(role) ? current.hubIds : [];
    const isDisabled = change.disabled ?? current.disabledAt !== null;
    const wasActiveAdmin = activeAdmins.some((admin) => admin.userId === userId);
    const problem = staffChangeProblem({
      role,
      hubIds,
      isDisabled,
      isSelf: userId === changedBy,
      wasActiveAdmin,
      otherActiveAdmins: activeAdmins.filter((admin) => admin.userId !== userId).length,
    });
    if (problem)
      throw new HttpError(
        problem === "dispatcher needs a hub" || problem === "only dispatchers have hubs" ? 400 : 409,
        problemMessages[problem],
      );
    const disabledAt = isDisabled ? (current.disabledAt ?? now) : null;
    const [updated] = await tx
      .update(staffMembers)
      .set({ role, hubIds, disabledAt, updatedAt: now })
      .where(eq(staffMembers.userId, userId))
      .returning();
    if (!updated) throw new Error("The staff account was not updated");
    if (isDisabled && !current.disabledAt) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    const member = await readMember(tx, userId);
    return { before: { ...member, ...rowState(current) }, after: { ...member, ...rowState(updated) } };
  });
}

function rowState(row: typeof staffMembers.$inferSelect) {
  return { role: row.role, hubIds: row.hubIds, disabledAt: row.disabledAt?.toISOString() ?? null };
}

async function readMember(tx: Pick<Database, "select">, userId: number): Promise<Schemas["StaffMember"]> {
  const [row] = await tx
    .select(memberColumns)
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.userId, userId), ne(users.role, "customer")));
  if (!row) throw new HttpError(404, "No staff account has this id");
  return toMember(row);
}
