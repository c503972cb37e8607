import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Database } from "../db/client.js";
import { rateLimitEvents } from "../db/schema/index.js";
import { HttpError } from "./http-error.js";

/** At most `max` counted events per `windowMs` in one bucket. */
interface Limit {
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

/** An event counted in every bucket of one call; a success that should not count gives it back. */
export interface CountedEvent {
  /** Uncounts the event (e.g. the password was right: only failed sign-ins count). */
  giveBack(): Promise<void>;
}

/**
 * Counts one event in every bucket, or none and 429 with `what` when any bucket is full.
 *
 * The event is counted BEFORE the caller decides anything (compares a password, looks a code up), and
 * the check and the count are one step for every API instance on the database: the buckets' advisory
 * locks are taken in key order (no deadlock between overlapping bucket sets), so of 40 requests sent at
 * once no more than `max` are let through. Counting first is what makes a limit hold: a limit that
 * counts only after the comparison lets every parallel request be compared before any is counted.
 */
export async function consumeLimit(
  db: Database,
  buckets: readonly Bucket[],
  what: string,
): Promise<CountedEvent> {
  if (buckets.length === 0) return { giveBack: async () => {} };
  const keys = [...new Set(buckets.map(({ key }) => key))].sort();
  const ids = await db.transaction(async (tx) => {
    for (const key of keys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    for (const { key, limit } of buckets) {
      const since = sql`now() - make_interval(secs => ${limit.windowMs / 1000})`;
      // Events that left their window are dropped as the bucket is used, so a busy bucket stays small.
      await tx
        .delete(rateLimitEvents)
        .where(and(eq(rateLimitEvents.bucket, key), lt(rateLimitEvents.createdAt, since)));
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(rateLimitEvents)
        .where(and(eq(rateLimitEvents.bucket, key), gt(rateLimitEvents.createdAt, since)));
      if ((row?.count ?? 0) >= limit.max) {
        throw new HttpError(429, `${what}; please try again in ${waitText(limit.windowMs)}`);
      }
    }
    const inserted = await tx
      .insert(rateLimitEvents)
      .values(buckets.map(({ key }) => ({ bucket: key })))
      .returning({ id: rateLimitEvents.id });
    return inserted.map(({ id }) => id);
  });
  return {
    giveBack: async () => {
      await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
    },
  };
}

/** The longest window of any limit; events older than this count nowhere. */
const RATE_LIMIT_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes events of buckets that were never used again (one-off client addresses); run by housekeeping. */
export async function purgeOldRateLimitEvents(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(now.getTime() - RATE_LIMIT_EVENT_RETENTION_MS)))
    .returning({ id: rateLimitEvents.id });
  return deleted.length;
}

/**
 * An onRequest hook that counts every call against one per-minute budget per client address, in PostgreSQL
 * (consumeLimit), before the call runs: the budget holds under parallel requests and across API instances,
 * unlike a per-process counter that gives each instance a budget of its own. `bucket` names the budget; calls
 * that share a name share it.
 */
export function perAddressPerMinute(
  db: Database,
  bucket: string,
  perMinute: number,
  what: string,
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => {
    await consumeLimit(
      db,
      [{ key: `${bucket}:ip:${request.ip}`, limit: { max: perMinute, windowMs: 60_000 } }],
      what,
    );
  };
}

/** Where a budget stands after one call was counted in it (or refused): for the RateLimit headers. */
export interface BudgetState {
  allowed: boolean;
  limit: number;
  /** Calls left in the window after this one. */
  remaining: number;
  /** Seconds until a call is counted out of the window again (when the oldest counted call leaves it). */
  resetSeconds: number;
}

/**
 * Counts one call in a sliding-window budget kept in PostgreSQL (one budget for every API instance), or refuses
 * it when the budget is spent. As consumeLimit, the check and the count are one step under the bucket's advisory
 * lock, so of 50 calls sent at once exactly `max` are counted; unlike it, a refusal is answered, not thrown, so
 * the caller can send RateLimit and Retry-After headers.
 */
export async function consumeBudget(db: Database, key: string, limit: Limit): Promise<BudgetState> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const since = sql`now() - make_interval(secs => ${limit.windowMs / 1000})`;
    await tx
      .delete(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, key), lt(rateLimitEvents.createdAt, since)));
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        // Seconds until the oldest counted call leaves the window.
        oldestLeavesIn: sql<number>`coalesce(ceil(extract(epoch from (min(${rateLimitEvents.createdAt}) + make_interval(secs => ${limit.windowMs / 1000}) - now()))), 0)::int`,
      })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.bucket, key), gt(rateLimitEvents.createdAt, since)));
    const count = row?.count ?? 0;
    const windowSeconds = Math.ceil(limit.windowMs / 1000);
    if (count >= limit.max) {
      return {
        allowed: false,
        limit: limit.max,
        remaining: 0,
        resetSeconds: Math.max(1, row?.oldestLeavesIn ?? 1),
      };
    }
    await tx.insert(rateLimitEvents).values({ bucket: key });
    return {
      allowed: true,
      limit: limit.max,
      remaining: limit.max - count - 1,
      resetSeconds: count === 0 ? windowSeconds : Math.max(1, row?.oldestLeavesIn ?? windowSeconds),
    };
  });
}
