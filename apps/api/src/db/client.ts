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

/** Opens a connection pool on `connectionString` with the Drizzle handle over it. */
export function connectDatabase(
  connectionString: string,
  onIdleClientError: (error: Error) => void = (error) =>
    console.warn(`PostgreSQL connection lost: ${error.message}`),
): DatabaseHandle {
  // A database that is away must not hang requests: a connection is given up after a few seconds (the
  // request then answers 503 with Retry-After) and the pool connects again on the next request.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3_000 });
  // An idle client can be dropped by the server (restart, shutdown); without a listener that would crash the process.
  pool.on("error", onIdleClientError);
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db, pool };
}

/** Applies the committed drizzle-kit migrations in apps/api/drizzle. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}
