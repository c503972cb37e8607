import { createHash, randomBytes } from "node:crypto";
import {
  actionsOfCompanyRole,
  invitationSenderRefusal,
  lastOwnerRefusal,
  memberRemovalRefusal,
  memberActionRefusal,
  roleChangeRefusal,
  type CompanyAction,
  type CompanyRole,
} from "@freight/domain/companies/company-roles";
import {
  invitationBudgetRefusal,
  invitationExpiresAt,
  invitationRefusal,
} from "@freight/domain/companies/company-invitation";
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Tx } from "../db/client.js";
import { retryingTransaction } from "../db/lock-conflict.js";
import type { Notifier } from "../notifications/notifier.js";
import { companies, companyInvitations, companyMembers, sessions, users } from "../db/schema/index.js";
import type { AuthUser, CompanySeat } from "../http/caller.js";
import { badRequest, HttpError, notFound, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { insertUser, normalizeEmail } from "../accounts/users.js";

/**
 * A person acting for the company their session works for. Their role is not part of it: each change reads it
 * again from their member row, locked (lockCompanyMembers), since a parallel request may have changed it since the
 * request arrived.
 */
export interface CompanyActor {
  companyId: number;
  personId: number;
}

export interface CompanyDeps {
  db: Database;
  notifier: Notifier;
  portalUrl: string;
  now: () => Date;
}

type CompanyRow = typeof companies.$inferSelect;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function toCompany(row: CompanyRow, role: CompanyRole): Schemas["Company"] {
  return {
    id: row.id,
    legalName: row.legalName,
    taxId: row.taxId,
    billingAddress: row.billingAddress,
    invoiceEmail: row.invoiceEmail,
    role,
    actions: [...actionsOfCompanyRole(role)],
    version: row.version,
  };
}

/** The person's companies and the one the session works for. */
export async function listMyCompanies(
  db: Pick<Database, "select">,
  personId: number,
  currentCompanyId: number | null,
): Promise<Schemas["MyCompanies"]> {
  const rows = await db
    .select({ id: companies.id, legalName: companies.legalName, role: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, personId))
    .orderBy(asc(companies.legalName), asc(companies.id));
  return { currentCompanyId, companies: rows };
}

function requireCustomer(auth: AuthUser): void {
  if (auth.role !== "customer") throw new HttpError(403, "Only customer accounts belong to companies");
}

/**
 * Creates a company with its own account (a users row nobody signs in to, with an address that cannot receive
 * mail), makes the person its owner and switches the session to it.
 */
export async function createCompany(
  db: Database,
  auth: AuthUser,
  input: Schemas["CompanyInput"],
): Promise<Schemas["Company"]> {
  requireCustomer(auth);
  const legalName = input.legalName.trim();
  if (legalName.length === 0) throw badRequest("A company needs its legal name", "legalName");
  return db.transaction(async (tx) => {
    const account = await insertUser(tx, {
      email: `company-${randomBytes(12).toString("hex")}@accounts.invalid`,
      corporationName: legalName,
    });
    const [company] = await tx
      .insert(companies)
      .values({
        legalName,
        taxId: input.taxId?.trim() ?? "",
        billingAddress: input.billingAddress?.trim() ?? "",
        invoiceEmail: normalizeEmail(input.invoiceEmail),
        accountUserId: account.id,
      })
      .returning();
    if (!company) throw new Error("The company was not stored");
    await tx.insert(companyMembers).values({ companyId: company.id, userId: auth.personId, role: "owner" });
    await tx.update(sessions).set({ companyId: company.id }).where(eq(sessions.id, auth.sessionId));
    return toCompany(company, "owner");
  });
}

/** Points the session at one of the person's companies, or at the personal account (null). */
export async function switchCompany(
  db: Database,
  auth: AuthUser,
  companyId: number | null,
): Promise<Schemas["MyCompanies"]> {
  if (companyId !== null) {
    const [member] = await db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, auth.personId)))
      .limit(1);
    if (!member) throw notFound(`You are not a member of company ${companyId}`);
  }
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, auth.sessionId));
  return listMyCompanies(db, auth.personId, companyId);
}

async function companyRow(
  db: Pick<Database, "select">,
  companyId: number,
  lock = false,
): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(`There is no company ${companyId}`);
  return row;
}

export async function getCompany(db: Database, seat: CompanySeat): Promise<Schemas["Company"]> {
  return toCompany(await companyRow(db, seat.companyId), seat.role);
}

/** Changes the company's details from the version the member saw (409 when someone saved since). */
export async function updateCompany(
  db: Database,
  actor: CompanyActor,
  change: Schemas["CompanyChange"],
): Promise<{ before: Schemas["Company"]; after: Schemas["Company"] }> {
  const legalName = change.legalName?.trim();
  if (legalName !== undefined && legalName.length === 0)
    throw badRequest("A company needs its legal name", "legalName");
  return retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId]);
    const role = lockedRoleAllowing(locked, actor.personId, "members.manage");
    const current = locked.company;
    if (current.version !== change.version)
      throw staleVersion(current.legalName, current.version, change.version);
    const [saved] = await tx
      .update(companies)
      .set({
        ...(legalName === undefined ? {} : { legalName }),
        ...(change.taxId === undefined ? {} : { taxId: change.taxId.trim() }),
        ...(change.billingAddress === undefined ? {} : { billingAddress: change.billingAddress.trim() }),
        ...(change.invoiceEmail === undefined ? {} : { invoiceEmail: normalizeEmail(change.invoiceEmail) }),
        version: sql`${companies.version} + 1`,
      })
      .where(eq(companies.id, actor.companyId))
      .returning();
    if (!saved) throw notFound(`There is no company ${actor.companyId}`);
    // Invoices print the account's corporation name.
    if (legalName !== undefined) {
      await tx.update(users).set({ corporationName: legalName }).where(eq(users.id, saved.accountUserId));
    }
    return { before: toCompany(current, role), after: toCompany(saved, role) };
  });
}

const memberColumns = {
  userId: companyMembers.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: companyMembers.role,
  joinedAt: companyMembers.createdAt,
};

function toMember(row: {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: CompanyRole;
  joinedAt: Date;
}): Schemas["CompanyMember"] {
  return {
    userId: row.userId,
    name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export async function listCompanyMembers(
  db: Pick<Database, "select">,
  companyId: number,
): Promise<Schemas["CompanyMember"][]> {
  const rows = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(sql`${companyMembers.role} <> 'owner'`, asc(users.email));
  return rows.map(toMember);
}

type MemberRow = Parameters<typeof toMember>[0];

/**
 * Locks the company row, then the rows of those of `userIds` who are its members in user id order, and counts its
 * owners under those locks. Every change of a company's members, invitations or details locks in this order, the
 * company first: two changes of one company wait for each other instead of deadlocking, and each decides on rows
 * nobody else can change before it commits, however its caller's role looked when the request arrived.
 */
async function lockCompanyMembers(tx: Tx, companyId: number, userIds: readonly number[]) {
  const company = await companyRow(tx, companyId, true);
  const members: MemberRow[] =
    userIds.length === 0
      ? []
      : await tx
          .select(memberColumns)
          .from(companyMembers)
          .innerJoin(users, eq(users.id, companyMembers.userId))
          .where(
            and(
              eq(companyMembers.companyId, companyId),
              inArray(companyMembers.userId, [...new Set(userIds)]),
            ),
          )
          .orderBy(asc(companyMembers.userId))
          .for("no key update", { of: companyMembers });
  const [owners] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "owner")));
  return {
    company,
    ownerCount: owners?.count ?? 0,
    member: (userId: number): MemberRow | undefined => members.find((member) => member.userId === userId),
  };
}

type LockedMembers = Awaited<ReturnType<typeof lockCompanyMembers>>;

/** The person's role as their locked row has it, or 403 in words when it no longer allows `action`. */
function lockedRoleAllowing(locked: LockedMembers, personId: number, action: CompanyAction): CompanyRole {
  const role = locked.member(personId)?.role ?? null;
  const refusal = memberActionRefusal(role, action);
  if (refusal) throw new HttpError(403, refusal);
  // memberActionRefusal refuses someone who is no longer a member, so there is a role here.
  return role as CompanyRole;
}

function lockedMember(locked: LockedMembers, userId: number): MemberRow {
  const member = locked.member(userId);
  if (!member) throw notFound(`User ${userId} is not a member of this company`);
  return member;
}

/** Takes a member out of the company; every session of theirs working for it goes back to their personal account. */
async function deleteMember(tx: Tx, companyId: number, userId: number): Promise<void> {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  await tx
    .update(sessions)
    .set({ companyId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.companyId, companyId)));
}

/** Gives a member another role by the domain's rules; the company keeps at least one owner. */
export async function changeCompanyMemberRole(
  db: Database,
  actor: CompanyActor,
  userId: number,
  role: CompanyRole,
): Promise<{ before: Schemas["CompanyMember"]; after: Schemas["CompanyMember"] }> {
  return retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId, userId]);
    const actorRole = lockedRoleAllowing(locked, actor.personId, "members.manage");
    const member = lockedMember(locked, userId);
    const refusal = roleChangeRefusal(actorRole, member.role, role);
    if (refusal) throw new HttpError(403, refusal);
    if (role !== "owner") {
      const lastOwner = lastOwnerRefusal(member.role, locked.ownerCount);
      if (lastOwner) throw new HttpError(409, lastOwner);
    }
    await tx
      .update(companyMembers)
      .set({ role })
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, userId)));
    return { before: toMember(member), after: toMember({ ...member, role }) };
  });
}

/** Removes a member: owners and admins remove the other roles, only an owner removes an owner; one owner stays. */
export async function removeCompanyMember(
  db: Database,
  actor: CompanyActor,
  userId: number,
): Promise<Schemas["CompanyMember"]> {
  return retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId, userId]);
    const actorRole = lockedRoleAllowing(locked, actor.personId, "members.manage");
    const member = lockedMember(locked, userId);
    const refusal = memberRemovalRefusal(actorRole, member.role);
    if (refusal) throw new HttpError(403, refusal);
    const lastOwner = lastOwnerRefusal(member.role, locked.ownerCount);
    if (lastOwner) throw new HttpError(409, lastOwner);
    await deleteMember(tx, actor.companyId, userId);
    return toMember(member);
  });
}

/** The person leaves the company on their own (any member; the last owner stays) and works for themselves again. */
export async function leaveCompany(db: Database, actor: CompanyActor): Promise<Schemas["MyCompanies"]> {
  await retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId]);
    // Every member may leave (the guard's table asks orders.view of the call); this refuses someone already out.
    const role = lockedRoleAllowing(locked, actor.personId, "orders.view");
    const lastOwner = lastOwnerRefusal(role, locked.ownerCount);
    if (lastOwner) throw new HttpError(409, lastOwner);
    await deleteMember(tx, actor.companyId, actor.personId);
  });
  return listMyCompanies(db, actor.personId, null);
}

/**
 * One owner hands the company over to one member: the member becomes owner and the caller admin, in one
 * transaction, so the company keeps as many owners as it had. Decided on the caller's locked row: of parallel
 * hand-overs the first one wins and the others find their caller an admin.
 */
export async function transferCompanyOwnership(
  db: Database,
  actor: CompanyActor,
  userId: number,
): Promise<Schemas["CompanyMember"][]> {
  if (userId === actor.personId)
    throw badRequest("You already own the company; choose another member", "userId");
  return retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId, userId]);
    lockedRoleAllowing(locked, actor.personId, "ownership.transfer");
    lockedMember(locked, userId);
    await tx
      .update(companyMembers)
      .set({ role: "owner" })
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, userId)));
    await tx
      .update(companyMembers)
      .set({ role: "admin" })
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, actor.personId)));
    return listCompanyMembers(tx, actor.companyId);
  });
}

function toInvitation(row: typeof companyInvitations.$inferSelect): Schemas["CompanyInvitation"] {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The sender of an invitation as a member of its company (none once they left). */
const invitationSender = alias(companyMembers, "invitation_sender");

/** The pending invitations, without those that lapsed with their sender's role (they could not be accepted). */
export async function listCompanyInvitations(db: Database, companyId: number, now: Date) {
  const rows = await db
    .select({ invitation: companyInvitations, senderRole: invitationSender.role })
    .from(companyInvitations)
    .leftJoin(
      invitationSender,
      and(
        eq(invitationSender.companyId, companyInvitations.companyId),
        eq(invitationSender.userId, companyInvitations.invitedByUserId),
      ),
    )
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return rows
    .filter((row) => invitationSenderRefusal(row.senderRole, row.invitation.role) === null)
    .map((row) => toInvitation(row.invitation));
}

/**
 * Invites an address with a role: a single-use link by e-mail, for a week; a newer invitation to the address
 * withdraws the older one. Only an owner invites an owner.
 */
export async function inviteCompanyMember(
  deps: CompanyDeps,
  actor: CompanyActor,
  input: Schemas["CompanyInvitationInput"],
): Promise<Schemas["CompanyInvitation"]> {
  const email = normalizeEmail(input.email);
  const token = randomBytes(24).toString("base64url");
  const now = deps.now();
  const { invitation, legalName } = await retryingTransaction(deps.db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId]);
    const actorRole = lockedRoleAllowing(locked, actor.personId, "members.manage");
    const refusal = roleChangeRefusal(actorRole, null, input.role);
    if (refusal) throw new HttpError(403, refusal);
    const { company } = locked;
    const [existing] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, actor.companyId), eq(users.email, email)))
      .limit(1);
    if (existing) throw new HttpError(409, `${email} is already a member of ${company.legalName}`);
    // Counted under the company row's lock, so parallel invitations cannot all see room for one more.
    const [sent] = await tx
      .select({ count: count() })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, actor.companyId),
          gt(companyInvitations.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
        ),
      );
    const overBudget = invitationBudgetRefusal(sent?.count ?? 0);
    if (overBudget) throw new HttpError(429, overBudget);
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, actor.companyId),
          eq(companyInvitations.email, email),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: actor.companyId,
        email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedByUserId: actor.personId,
        createdAt: now,
        expiresAt: invitationExpiresAt(now),
      })
      .returning();
    if (!row) throw new Error("The invitation was not stored");
    return { invitation: row, legalName: company.legalName };
  });
  const link = `${deps.portalUrl}/settings/team/join?${new URLSearchParams({ token }).toString()}`;
  await deps.notifier.send({
    channel: "email",
    to: email,
    subject: `You are invited to ${legalName} on Freight`,
    text: `You are invited to join ${legalName} as ${input.role}.\n\nSign in or sign up with this address, then open this link within 7 days:\n${link}\n`,
    kind: "companyInvitation",
    purpose: "company-invitation",
  });
  return toInvitation(invitation);
}

export async function revokeCompanyInvitation(
  db: Database,
  actor: CompanyActor,
  invitationId: number,
  now: Date,
) {
  await retryingTransaction(db, async (tx) => {
    const locked = await lockCompanyMembers(tx, actor.companyId, [actor.personId]);
    lockedRoleAllowing(locked, actor.personId, "members.manage");
    const [row] = await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.id, invitationId),
          eq(companyInvitations.companyId, actor.companyId),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
      .returning({ id: companyInvitations.id });
    if (!row) throw notFound(`There is no pending invitation ${invitationId} of this company`);
  });
}

/**
 * Accepts an invitation as the signed-in person: once, before it expires, for the address it was sent to, while its
 * sender could still give its role (invitationSenderRefusal). The person joins with the invitation's role and the
 * session switches to the company.
 */
export async function acceptCompanyInvitation(
  db: Database,
  auth: AuthUser,
  token: string,
  now: Date,
): Promise<Schemas["MyCompanies"]> {
  requireCustomer(auth);
  const companyId = await retryingTransaction(db, async (tx) => {
    const [found] = await tx
      .select({
        id: companyInvitations.id,
        companyId: companyInvitations.companyId,
        senderId: companyInvitations.invitedByUserId,
      })
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, hashToken(token)))
      .limit(1);
    if (!found) throw notFound("This invitation link is not valid");
    // The company's lock order: its row, its members' rows (the sender's), then the invitation itself.
    const { senderId } = found;
    const locked = await lockCompanyMembers(tx, found.companyId, senderId === null ? [] : [senderId]);
    const [invitation] = await tx
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, found.id))
      .for("no key update");
    if (!invitation) throw notFound("This invitation link is not valid");
    const [person] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, auth.personId))
      .limit(1);
    const refusal = invitationRefusal(invitation, person?.email ?? null, now);
    if (refusal) throw new HttpError(refusal.reason === "other-address" ? 403 : 409, refusal.message);
    const senderRefusal = invitationSenderRefusal(
      senderId === null ? null : (locked.member(senderId)?.role ?? null),
      invitation.role,
    );
    if (senderRefusal) throw new HttpError(409, senderRefusal);
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: now, acceptedByUserId: auth.personId })
      .where(eq(companyInvitations.id, invitation.id));
    await tx
      .insert(companyMembers)
      .values({ companyId: invitation.companyId, userId: auth.personId, role: invitation.role })
      .onConflictDoNothing();
    await tx.update(sessions).set({ companyId: invitation.companyId }).where(eq(sessions.id, auth.sessionId));
    return invitation.companyId;
  });
  return listMyCompanies(db, auth.personId, companyId);
}
