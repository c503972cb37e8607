import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsDir } from "../paths.js";
import * as schema from "./schema/index.js";

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

/**
 * A pool whose checked-out clients give themselves back when their connection is lost. Drizzle's
 * `transaction()` sends BEGIN before its try/finally, so a connection lost between checkout and BEGIN was never
 * released: each such client stayed checked out for good, and a database restart under load could leave the
 * pool with no client to give (every request then waited for one). Release is made idempotent, so Drizzle's
 * own release after a failed ROLLBACK does no harm.
 */
class SelfReleasingPool extends pg.Pool {
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
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
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

/** Opens a connection pool on `connectionString` with the Drizzle handle over it. */
export function connectDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost: ${error.message}`),
  // A database that is away must not hang requests: a connection is given up after a few seconds (the
  // request then answers 503 with Retry-After) and the pool connects again on the next request.
  { connectionTimeoutMillis = 3_000 }: { connectionTimeoutMillis?: number } = {},
): DatabaseHandle {
  const pool = new SelfReleasingPool({ connectionString, max: 10, connectionTimeoutMillis });
  // An idle client can be dropped by the server (restart, shutdown); without a listener that would crash the process.
  pool.on("error", onIdleClientError);
  // A client that is checked out when the server goes away (a restart, pg_terminate_backend) emits "error"
  // after its query failed; without a listener of its own that would end the process. The query's failure
  // already answers the request (503); the pool drops the client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db, pool };
}

/** Applies the committed drizzle-kit migrations in apps/api/drizzle. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}
