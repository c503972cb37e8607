import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsDir } from "../paths.js";
import { DatabaseWaitError, DatabaseWaits, waitReasonOf, type WaitReason } from "./database-waits.js";
import * as schema from "./schema/index.js";

export type Database = NodePgDatabase<typeof schema>;

/** A database handle or an open transaction: what every service reads and writes through. */
export type Tx = Pick<Database, "select" | "selectDistinct" | "insert" | "update" | "delete" | "execute">;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** The waits this pool gave up (timeouts, lock waits, an unresponsive server), for /metrics and /ready. */
  waits: DatabaseWaits;
}

/**
 * Bounds every session of a pool sets at connection start (PostgreSQL settings of the same names); unset = none.
 * A statement over its limit, or a lock not obtained in time, fails with SQLSTATE 57014 or 55P03 and its
 * transaction rolls back; a session idle inside a transaction for longer is ended by the server (25P03).
 */
interface SessionLimits {
  statementTimeoutMs?: number;
  lockTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

export interface PoolOptions extends SessionLimits {
  /** How long a caller waits for a free connection, or for a new one to open (default 3 s). */
  connectionTimeoutMillis?: number;
  /** Connections at most (default 10). */
  max?: number;
  /** Shown in pg_stat_activity, so an operator sees which pool a session belongs to. */
  applicationName?: string;
}

/**
 * A server that is paused or cut off cannot cancel a statement itself: a connection whose query has had no answer
 * for this long past its statement_timeout is given up (see watchUnansweredQueries).
 */
export const UNANSWERED_GRACE_MS = 1_000;

/**
 * A pool whose checked-out clients give themselves back when their connection is lost. Drizzle's
 * `transaction()` sends BEGIN before its try/finally, so a connection lost between checkout and BEGIN was never
 * released: each such client stayed checked out for good, and a database restart under load could leave the
 * pool with no client to give (every request then waited for one). Release is made idempotent, so Drizzle's
 * own release after a failed ROLLBACK does no harm.
 */
class SelfReleasingPool extends pg.Pool {
  readonly waits = new DatabaseWaits();

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) {
      return super.connect((error, client, done) => {
        if (error) this.countWait(error);
        callback(error, client, done);
      });
    }
    return super.connect().then(releasedWhenLost, (error: unknown) => {
      this.countWait(error);
      throw error;
    });
  }

  private countWait(error: unknown): void {
    if (waitReasonOf(error) === "connection_wait") this.waits.count("connection_wait");
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let isReleased = false;
  const onLost = () => {
    if (isReleased) return;
    isReleased = true;
    release(new Error("The database connection was lost"));
  };
  client.once("end", onLost);
  client.release = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.off("end", onLost);
    release(error);
  };
  return client;
}

/** The pool a Drizzle handle of connectDatabase runs on (drizzle keeps it as $client). */
export function poolOf(db: Database): pg.Pool {
  return (db as Database & { $client: pg.Pool }).$client;
}

/** The waits a pool of connectDatabase gave up; undefined for any other pool. */
export function waitsOf(pool: pg.Pool): DatabaseWaits | undefined {
  return pool instanceof SelfReleasingPool ? pool.waits : undefined;
}

/** Opens a connection pool on `connectionString` with the Drizzle handle over it. */
export function connectDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost: ${error.message}`),
  // A database that is away must not hang requests: a connection is given up after a few seconds (the
  // request then answers 503 with Retry-After) and the pool connects again on the next request.
  {
    connectionTimeoutMillis = 3_000,
    max = 10,
    applicationName,
    statementTimeoutMs,
    lockTimeoutMs,
    idleInTransactionTimeoutMs,
  }: PoolOptions = {},
): DatabaseHandle {
  const pool = new SelfReleasingPool({
    connectionString,
    max,
    connectionTimeoutMillis,
    // Sent as start-up parameters: no statement more per checkout, and they hold inside every transaction.
    ...(applicationName ? { application_name: applicationName } : {}),
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
    ...(lockTimeoutMs ? { lock_timeout: lockTimeoutMs } : {}),
    ...(idleInTransactionTimeoutMs
      ? { idle_in_transaction_session_timeout: idleInTransactionTimeoutMs }
      : {}),
  });
  // An idle client can be dropped by the server (restart, shutdown); without a listener that would crash the process.
  pool.on("error", onIdleClientError);
  const watch = statementTimeoutMs
    ? watchUnansweredQueries(pool, statementTimeoutMs + UNANSWERED_GRACE_MS)
    : undefined;
  // A client that is checked out when the server goes away (a restart, pg_terminate_backend) emits "error"
  // after its query failed; without a listener of its own that would end the process. The query's failure
  // already answers the request (503); the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", (error: Error) => {
      // A session left idle in a transaction is ended by the server between queries: no query sees the code.
      if ((error as { code?: unknown }).code === "25P03") pool.waits.count("idle_in_transaction_timeout");
    });
    countServerWaits(client, pool.waits);
    watch?.add(client);
  });
  if (watch) {
    const end = pool.end.bind(pool);
    pool.end = (() => {
      watch.stop();
      return end();
    }) as typeof pool.end;
  }
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db, pool, waits: pool.waits };
}

type QueryFunction = (this: unknown, ...args: unknown[]) => unknown;

interface QueryState {
  /** Queries sent or queued on the connection and not answered yet. */
  outstanding: number;
  /** When the connection last answered a query (or was given one while it had none). */
  lastAnswerAt: number;
  /** Set once the connection was given up: later queries fail at once with the same error. */
  cut?: DatabaseWaitError;
}

const queryStates = new WeakMap<pg.PoolClient, QueryState>();

function stateOf(client: pg.PoolClient): QueryState {
  let state = queryStates.get(client);
  if (!state) {
    state = { outstanding: 0, lastAnswerAt: performance.now() };
    queryStates.set(client, state);
  }
  return state;
}

function serverWaitReason(error: unknown): WaitReason | undefined {
  const reason = waitReasonOf(error);
  // A statement cancelled by an operator (pg_cancel_backend) also has 57014; only its timeout is counted.
  if (reason === "statement_timeout" && !/statement timeout/i.test((error as Error).message))
    return undefined;
  return reason === "statement_timeout" || reason === "lock_timeout" ? reason : undefined;
}

/**
 * Wraps the connection's `query` (promise and callback forms; a Query object such as a cursor passes untouched)
 * to know what it waits for, and to count the statements the server cancelled for time or lock waits.
 */
function countServerWaits(client: pg.PoolClient, waits: DatabaseWaits): void {
  const state = stateOf(client);
  const query = client.query as unknown as QueryFunction;
  const answered = (error: unknown) => {
    state.outstanding -= 1;
    state.lastAnswerAt = performance.now();
    const reason = error ? serverWaitReason(error) : undefined;
    if (reason) waits.count(reason);
  };
  (client as unknown as { query: QueryFunction }).query = function watchedQuery(this: unknown, ...args) {
    const first = args[0] as { submit?: unknown } | null | undefined;
    if (first && typeof first.submit === "function") return query.apply(this, args);
    const last = args[args.length - 1];
    if (state.cut) {
      if (typeof last !== "function") return Promise.reject(state.cut);
      const cut = state.cut;
      process.nextTick(() => (last as (error: Error) => void)(cut));
      return undefined;
    }
    if (state.outstanding === 0) state.lastAnswerAt = performance.now();
    state.outstanding += 1;
    try {
      if (typeof last === "function") {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          answered(error);
          (last as (error: unknown, result: unknown) => void)(error, result);
        };
        return query.apply(this, args);
      }
      return (query.apply(this, args) as Promise<unknown>).then(
        (result) => {
          answered(undefined);
          return result;
        },
        (error: unknown) => {
          answered(error);
          throw error;
        },
      );
    } catch (error) {
      answered(error);
      throw error;
    }
  };
}

/**
 * PostgreSQL cancels a statement over its statement_timeout itself, but a server that is paused (SIGSTOP, a VM
 * frozen) or cut off by the network cannot, and the query would wait as long as the pause. A connection whose
 * query has had no answer for `limitMs` (the statement timeout and a grace) is given up: its socket is closed,
 * the query fails with DatabaseWaitError("unresponsive") (503), the pool drops the connection, and the server
 * rolls the transaction back when it sees the connection gone. Checked four times a second.
 */
function watchUnansweredQueries(pool: SelfReleasingPool, limitMs: number) {
  const clients = new Set<pg.PoolClient>();
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const now = performance.now();
    for (const client of clients) {
      const state = stateOf(client);
      if (state.cut || state.outstanding === 0 || now - state.lastAnswerAt <= limitMs) continue;
      state.cut = new DatabaseWaitError("unresponsive", `The database did not answer within ${limitMs} ms`);
      pool.waits.count("unresponsive");
      const stream = (client as unknown as { connection?: { stream?: { destroy(error?: Error): void } } })
        .connection?.stream;
      stream?.destroy(state.cut);
    }
  };
  return {
    add(client: pg.PoolClient) {
      clients.add(client);
      client.once("end", () => clients.delete(client));
      timer ??= setInterval(check, Math.min(250, Math.max(50, limitMs / 4))).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/** Applies the committed drizzle-kit migrations in apps/api/drizzle. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}
