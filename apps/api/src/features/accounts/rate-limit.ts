import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { rateLimitEvents } from "../../db/schema/index.js";
import { HttpError } from "../../http/http-error.js";

/** At most `max` counted events per `windowMs` in one bucket. */
export interface Limit {
  max: number;
  windowMs: number;
}

export interface AuthLimits {
  /** Codes sent to one e-mail or phone number. */
  codeSendsPerTarget: Limit;
  /** Codes sent on behalf of one account. */
  codeSendsPerAccount: Limit;
  /** Codes sent from one client address. */
  codeSendsPerIp: Limit;
  /** Failed sign-ins (password or code) for one e-mail or phone number. */
  failedSignInsPerAccount: Limit;
  /** Failed sign-ins from one client address. */
  failedSignInsPerIp: Limit;
  /** Accounts created from one client address. */
  signUpsPerIp: Limit;
}

const minutes = (count: number) => count * 60 * 1000;

export const defaultAuthLimits: AuthLimits = {
  codeSendsPerTarget: { max: 5, windowMs: minutes(15) },
  codeSendsPerAccount: { max: 10, windowMs: minutes(60) },
  codeSendsPerIp: { max: 30, windowMs: minutes(15) },
  failedSignInsPerAccount: { max: 10, windowMs: minutes(15) },
  failedSignInsPerIp: { max: 50, windowMs: minutes(15) },
  signUpsPerIp: { max: 20, windowMs: minutes(60) },
};

export interface Bucket {
  key: string;
  limit: Limit;
}

function waitText(ms: number): string {
  const wait = Math.max(1, Math.ceil(ms / 60_000));
  return wait === 1 ? "a minute" : `${wait} minutes`;
}

/** 429 with `what` when any bucket is full. */
export async function assertUnderLimit(
  db: Database,
  buckets: readonly Bucket[],
  what: string,
): Promise<void> {
  for (const { key, limit } of buckets) {
    const since = new Date(Date.now() - limit.windowMs);
    const [row] = await db
      .select({ count: count() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, key), gt(rateLimitEvents.createdAt, since)));
    if ((row?.count ?? 0) >= limit.max) {
      throw new HttpError(429, `${what}; please try again in ${waitText(limit.windowMs)}`);
    }
  }
}

const longestWindowMs = 24 * 60 * 60 * 1000;

/** Counts one event in every bucket, dropping events that left their window. */
export async function recordEvent(db: Database, buckets: readonly Bucket[]): Promise<void> {
  if (buckets.length === 0) return;
  await db.insert(rateLimitEvents).values(buckets.map(({ key }) => ({ bucket: key })));
  // Buckets that are never hit again (one-off client addresses) are swept now and then.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitEvents)
      .where(lt(rateLimitEvents.createdAt, new Date(Date.now() - longestWindowMs)));
  }
  for (const { key, limit } of buckets) {
    await db
      .delete(rateLimitEvents)
      .where(
        and(
          eq(rateLimitEvents.bucket, key),
          lt(rateLimitEvents.createdAt, new Date(Date.now() - limit.windowMs)),
        ),
      );
  }
}

/** Checks then counts: for sends, where every attempt counts. */
export async function consumeLimit(db: Database, buckets: readonly Bucket[], what: string): Promise<void> {
  await assertUnderLimit(db, buckets, what);
  await recordEvent(db, buckets);
}
