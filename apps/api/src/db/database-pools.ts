import type { DatabaseLimits } from "../env.js";
import { connectDatabase, type Database, type DatabaseHandle } from "./client.js";

/**
 * The API's connection pools on one database, each with its own bounds (docs/operations.md):
 * - `request`: every call's queries and transactions, short statement and lock timeouts;
 * - `system`: /ready, /health and the database figures of /metrics, so an operator's checks never queue behind
 *   the requests they are checking;
 * - `reports`: CSV and PDF downloads, a longer statement timeout and two at a time (the pool's size);
 * - `jobs`: pg-boss and the background jobs it runs, a longer statement timeout.
 * Every session ends a transaction left idle for DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. Pools open connections
 * only when asked and close idle ones after 10 s.
 */
export interface DatabasePools {
  request: DatabaseHandle;
  system: DatabaseHandle;
  reports: DatabaseHandle;
  jobs: DatabaseHandle;
  end(): Promise<void>;
}

/** The Drizzle handles of the pools besides the request pool, as buildApp takes them. */
export interface SideDatabases {
  system: Database;
  reports: Database;
  jobs: Database;
}

const REQUEST_POOL_SIZE = 10;
const SYSTEM_POOL_SIZE = 2;
const REPORTS_POOL_SIZE = 2;
const JOBS_POOL_SIZE = 5;

export function openDatabasePools(
  connectionString: string,
  limits: DatabaseLimits,
  onIdleClientError?: (error: Error) => void,
): DatabasePools {
  const common = {
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    idleInTransactionTimeoutMs: limits.idleInTransactionTimeoutMs,
  };
  const request = connectDatabase(connectionString, onIdleClientError, {
    ...common,
    max: REQUEST_POOL_SIZE,
    applicationName: "freight-api",
    statementTimeoutMs: limits.statementTimeoutMs,
    lockTimeoutMs: limits.lockTimeoutMs,
  });
  const system = connectDatabase(connectionString, onIdleClientError, {
    ...common,
    max: SYSTEM_POOL_SIZE,
    applicationName: "freight-api-system",
    statementTimeoutMs: limits.statementTimeoutMs,
    lockTimeoutMs: limits.lockTimeoutMs,
  });
  const reports = connectDatabase(connectionString, onIdleClientError, {
    ...common,
    max: REPORTS_POOL_SIZE,
    applicationName: "freight-api-reports",
    statementTimeoutMs: limits.reportStatementTimeoutMs,
    lockTimeoutMs: limits.lockTimeoutMs,
  });
  // A job waits no longer for a lock than a request does: a job queued on a lock would hold up the requests
  // queued behind it. It fails instead and pg-boss tries it again later.
  const jobs = connectDatabase(connectionString, onIdleClientError, {
    ...common,
    max: JOBS_POOL_SIZE,
    applicationName: "freight-api-jobs",
    statementTimeoutMs: limits.jobStatementTimeoutMs,
    lockTimeoutMs: limits.lockTimeoutMs,
  });
  return {
    request,
    system,
    reports,
    jobs,
    end: async () => {
      await Promise.all([request, system, reports, jobs].map((handle) => handle.pool.end()));
    },
  };
}

/**
 * A small pool for the migrations and the seed at start: a long statement timeout (an index build), and a
 * lock timeout short enough that a migration waiting for a table does not stall every request queued behind
 * its lock for long (the start fails and is retried instead).
 */
export function openMigrationDatabase(
  connectionString: string,
  limits: DatabaseLimits,
  onIdleClientError?: (error: Error) => void,
): DatabaseHandle {
  return connectDatabase(connectionString, onIdleClientError, {
    connectionTimeoutMillis: limits.connectionTimeoutMs,
    // Two: the seed may read on the pool while its transaction holds the other.
    max: 2,
    applicationName: "freight-api-migrations",
    statementTimeoutMs: limits.migrationStatementTimeoutMs,
    lockTimeoutMs: limits.migrationLockTimeoutMs,
    idleInTransactionTimeoutMs: limits.idleInTransactionTimeoutMs,
  });
}
