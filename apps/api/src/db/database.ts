import { resolve } from "node:path";
import type { Env } from "../env.js";
import { defaultPgDataDir, repoRoot } from "../paths.js";
import { migrateDatabase, type Database } from "./client.js";
import { openDatabasePools, openMigrationDatabase, type SideDatabases } from "./database-pools.js";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres.js";
import { seedData } from "./seed-bundle.js";
import { seedIfEmpty } from "./seed.js";

export interface OpenedDatabase {
  /** The request pool's handle. */
  db: Database;
  /** The pools of readiness, reports and jobs (see database-pools.ts). */
  databases: SideDatabases;
  /** How the database was reached, for the start-up log line. */
  description: string;
  close(): Promise<void>;
}

const embeddedDatabaseName = "freight";

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  debug(message: string): void;
}

/**
 * Connects to DATABASE_URL when set; otherwise starts an embedded PostgreSQL in PGDATA_DIR.
 * Then applies migrations and seeds an empty database.
 */
export async function openDatabase(env: Env, log: Logger): Promise<OpenedDatabase> {
  let embedded: EmbeddedServer | undefined;
  let connectionString = env.databaseUrl;
  let description = "PostgreSQL from DATABASE_URL";
  if (!connectionString) {
    // A relative PGDATA_DIR means the same folder wherever the API is started from: the repository root.
    const dataDir = env.pgDataDir ? resolve(repoRoot, env.pgDataDir) : defaultPgDataDir;
    embedded = await startEmbeddedPostgres({
      dataDir,
      port: env.embeddedPgPort,
      onLog: (message) => log.debug(message.trim()),
    });
    await ensureDatabase(embedded.adminUrl, embeddedDatabaseName);
    connectionString = embedded.urlFor(embeddedDatabaseName);
    description = `embedded PostgreSQL on port ${env.embeddedPgPort} (data in ${dataDir})${embedded.attached ? ", started by another process" : ""}`;
  }

  const onIdleClientError = (error: Error) => log.warn(`PostgreSQL connection lost: ${error.message}`);
  const pools = openDatabasePools(connectionString, env.databaseLimits, onIdleClientError);
  const close = async () => {
    await pools.end();
    await embedded?.stop();
  };
  // Migrations and the seed run on a connection of their own, with longer limits than a request's.
  const migrations = openMigrationDatabase(connectionString, env.databaseLimits, onIdleClientError);
  try {
    await migrateDatabase(migrations.db);
    const seeded = await seedIfEmpty(migrations.db, seedData);
    if (seeded) log.info("Seeded the empty database with the catalogue and content");
  } catch (error) {
    await close();
    throw error;
  } finally {
    await migrations.pool.end();
  }
  return {
    db: pools.request.db,
    databases: { system: pools.system.db, reports: pools.reports.db, jobs: pools.jobs.db },
    description,
    close,
  };
}
