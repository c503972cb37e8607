import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { Database } from "../db/client.js";
import type { DatabaseWaits, WaitReason } from "../db/database-waits.js";
import { HttpError } from "../http/http-error.js";
import { migrationsDir } from "../paths.js";

/** How long the readiness check waits for the database before calling it away. */
const READY_TIMEOUT_MS = 2_000;

/** The number of migrations this build ships (drizzle-kit's journal). */
function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

class NotReady extends HttpError {
  constructor(message: string) {
    super(503, message);
    this.name = "NotReady";
  }
}

/** What readiness looks at besides the database's answer. */
export interface ReadinessLoad {
  /** True from SIGTERM on: the instance takes no new work (graceful-stop.ts). */
  isStopping?(): boolean;
  /** The request pool: calls waiting for one of its connections. */
  requestPool?: Pick<pg.Pool, "waitingCount" | "options">;
  /** The waits the request pool gave up (timeouts, lock waits, refused turns). */
  requestWaits?: DatabaseWaits;
}

export type Readiness = { status: "ready" } | { status: "degraded"; reasons: string[] };

/** How far back given-up waits make the instance degraded. */
const DEGRADED_WINDOW_MS = 30_000;

const waitPhrases: Record<WaitReason, string> = {
  statement_timeout: "statements cancelled for time",
  lock_timeout: "lock waits given up",
  idle_in_transaction_timeout: "idle transactions ended",
  unresponsive: "queries the database did not answer",
  connection_wait: "waits for a database connection given up",
  operation_limit: "calls refused for too many of their kind at work",
};

/**
 * Ready when the database answers within 2 s and holds every migration this build ships: a load balancer
 * sends no traffic to an instance that would fail, and an instance started before its migrations ran waits.
 * Not ready either from SIGTERM on. Ready but "degraded", with the reasons, while the database is slow for some
 * calls (sessions of the API waiting for a lock, calls waiting for a connection, waits given up in the last 30 s):
 * the instance still answers, so it stays in the load balancer, and the operator reads why.
 * `db` should be the system pool, so the check never waits behind the calls it looks at.
 */
export async function checkReadiness(
  db: Database,
  expectedMigrations = shippedMigrationCount(),
  load?: ReadinessLoad,
): Promise<Readiness> {
  if (load?.isStopping?.()) throw new NotReady("The instance is shutting down");
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady("The database did not answer in time")), READY_TIMEOUT_MS);
  });
  let figures: { count: number; lockWaits: number } | undefined;
  try {
    const answer = await Promise.race([
      db.execute<{ count: number; lockWaits: number }>(
        sql`select (select count(*)::int from drizzle.__drizzle_migrations) as "count",
              (select count(*)::int from pg_stat_activity where datname = current_database()
                and wait_event_type = 'Lock' and application_name like 'freight-api%') as "lockWaits"`,
      ),
      timeout,
    ]);
    figures = answer.rows[0];
  } catch (error) {
    if (error instanceof NotReady) throw error;
    throw new NotReady("The database cannot be reached");
  } finally {
    clearTimeout(timer);
  }
  const count = figures?.count ?? 0;
  if (count < expectedMigrations) {
    throw new NotReady(`The database has ${count} of ${expectedMigrations} migrations applied`);
  }
  const reasons = degradedReasons(figures?.lockWaits ?? 0, load);
  return reasons.length > 0 ? { status: "degraded", reasons } : { status: "ready" };
}

function degradedReasons(lockWaits: number, load: ReadinessLoad | undefined): string[] {
  const reasons: string[] = [];
  if (lockWaits > 0) reasons.push(`${lockWaits} database sessions of the API are waiting for a lock`);
  const pool = load?.requestPool;
  if (pool && pool.waitingCount > 0) {
    reasons.push(
      `${pool.waitingCount} calls are waiting for one of the ${pool.options.max} database connections`,
    );
  }
  const recent = load?.requestWaits?.recent(DEGRADED_WINDOW_MS) ?? {};
  for (const [reason, times] of Object.entries(recent) as [WaitReason, number][]) {
    reasons.push(`${times} ${waitPhrases[reason]} in the last ${DEGRADED_WINDOW_MS / 1000} s`);
  }
  return reasons;
}
