import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import type { AuthUser } from "../http/caller.js";
import { companies, companyMembers, sessions, staffMembers, users } from "../db/schema/index.js";

/** A session lives as long as its cookie: a year. */
export const sessionLifetimeSeconds = 31_536_000;
/** last_seen_at is written at most this often (not once per call), so reads stay reads. */
const lastSeenResolutionMs = 5 * 60 * 1000;

export interface IssuedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** SHA-256 suffices here: the token carries 256 random bits, so there is nothing to guess. */
function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function issueSession(
  db: Pick<Database, "insert">,
  userId: number,
  userAgent = "",
): Promise<IssuedSession> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + sessionLifetimeSeconds * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashSessionToken(token), userId, expiresAt, userAgent: userAgent.slice(0, 300) })
    .returning({ id: sessions.id });
  if (!row) throw new Error("The session was not stored");
  return { token, sessionId: row.id, expiresAt };
}

export function idleLimitMs(sessionIdleDays: number): number {
  return sessionIdleDays * 24 * 60 * 60 * 1000;
}

/**
 * The read behind every signed-in call, built once per database handle as a named prepared statement: Drizzle
 * builds its SQL once (building this five-table select was a visible share of each call's CPU in the API's profile)
 * and PostgreSQL parses and plans it once per connection.
 */
function prepareSessionRead(db: Database) {
  return (
    db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        role: users.role,
        lastSeenAt: sessions.lastSeenAt,
        staffRole: staffMembers.role,
        staffHubIds: staffMembers.hubIds,
        staffDisabledAt: staffMembers.disabledAt,
        sessionCompanyId: sessions.companyId,
        companyRole: companyMembers.role,
        companyAccountUserId: companies.accountUserId,
        isCompanyAccount: sql<boolean>`exists (select 1 from ${companies} where ${companies.accountUserId} = ${sessions.userId})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(staffMembers, eq(staffMembers.userId, sessions.userId))
      // Membership is read on every request, so a removed member loses the company on their next call.
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.companyId, sessions.companyId), eq(companyMembers.userId, sessions.userId)),
      )
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder("tokenHash")),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder("now")),
        ),
      )
      .limit(1)
      .prepare("resolve_session")
  );
}

const sessionReads = new WeakMap<Database, ReturnType<typeof prepareSessionRead>>();

function sessionRead(db: Database) {
  let read = sessionReads.get(db);
  if (!read) {
    read = prepareSessionRead(db);
    sessionReads.set(db, read);
  }
  return read;
}

/**
 * The live session a token names, or null when it is unknown, revoked, expired or idle. An idle one
 * (no call for longer than the idle limit) is ended here, so it stays ended even if the limit is raised later.
 */
export async function resolveSessionToken(
  db: Database,
  token: string,
  /** A session unused for longer than this ends (SESSION_IDLE_DAYS), whatever its cookie's lifetime. */
  idleLimit: number,
): Promise<AuthUser | null> {
  const now = new Date();
  const [row] = await sessionRead(db).execute({ tokenHash: hashSessionToken(token), now });
  // A company's account is never signed in to: only its members act for it.
  if (!row || row.isCompanyAccount) return null;
  const idleMs = now.getTime() - row.lastSeenAt.getTime();
  // A disabled staff account's sessions were ended when it was disabled; this holds even for one missed.
  if (idleMs > idleLimit || row.staffDisabledAt) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, row.sessionId), isNull(sessions.revokedAt)));
    return null;
  }
  // last_seen_at is within lastSeenResolutionMs of the truth, so the idle limit may run that much late.
  if (idleMs > lastSeenResolutionMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const staff =
    row.role === "staff" && row.staffRole ? { role: row.staffRole, hubIds: row.staffHubIds ?? [] } : null;
  const company =
    row.sessionCompanyId !== null && row.companyRole && row.companyAccountUserId !== null
      ? { companyId: row.sessionCompanyId, role: row.companyRole, accountUserId: row.companyAccountUserId }
      : null;
  if (row.sessionCompanyId !== null && !company) {
    // Removed from the company since: the session goes back to the personal account.
    await db.update(sessions).set({ companyId: null }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    personId: row.userId,
    role: row.role,
    staff,
    company,
  };
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user except `keepSessionId` (after a password change or restore). */
export async function revokeOtherSessions(
  db: Pick<Database, "update">,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
