import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { sessions, verificationCodes } from "../db/schema/index.js";
import { purgeOldRateLimitEvents } from "../http/rate-limit.js";

const day = 24 * 60 * 60 * 1000;

/** Ended sessions are kept this long (for support questions such as "was I signed out?"), then deleted. */
const ENDED_SESSION_RETENTION_MS = 30 * day;

/** Expired or used codes are kept a day (a late attempt still gets "expired", not "wrong"), then deleted. */
const SPENT_CODE_RETENTION_MS = day;

/**
 * Deletes sessions that expired or were revoked, and codes that expired or were used, past their retention,
 * and rate-limit events older than any window.
 */
export async function purgeEndedAccountRecords(
  db: Database,
  now: Date,
): Promise<{ sessions: number; codes: number; rateLimitEvents: number }> {
  const sessionCutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  const codeCutoff = new Date(now.getTime() - SPENT_CODE_RETENTION_MS);
  const endedSessions = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sessionCutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
      ),
    )
    .returning({ id: sessions.id });
  const spentCodes = await db
    .delete(verificationCodes)
    .where(
      or(
        lt(verificationCodes.expiresAt, codeCutoff),
        and(isNotNull(verificationCodes.usedAt), lt(verificationCodes.usedAt, codeCutoff)),
      ),
    )
    .returning({ id: verificationCodes.id });
  const rateLimitEvents = await purgeOldRateLimitEvents(db, now);
  return { sessions: endedSessions.length, codes: spentCodes.length, rateLimitEvents };
}
