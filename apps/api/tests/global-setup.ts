import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { connectDatabase, migrateDatabase } from "../src/db/client.js";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "../src/db/embedded-postgres.js";
import { seedData } from "../src/db/seed-bundle.js";
import { seedDatabase } from "../src/db/seed.js";
import { databaseUrl, dropDatabase, templateDatabaseName } from "./postgres-admin.js";
import { freePort } from "./free-port.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of a maintenance database on the test PostgreSQL server. */
    pgAdminUrl: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook when it is imported. On "beforeExit" that hook calls process.exit(0):
 * Vitest ends a run with failures by setting process.exitCode = 1 and letting the process end, so the hook turned
 * every failed run into exit code 0; on "exit" it calls embedded-postgres's shutdown without its callback, which
 * throws. Once the server is stopped the hook has no work left, so its listeners (recognised by their body) go.
 */
function removeExitHookListeners(): void {
  for (const event of ["exit", "beforeExit", "SIGHUP", "SIGINT", "SIGTERM", "SIGBREAK", "message"]) {
    for (const listener of process.listeners(event as "exit")) {
      if (String(listener).includes("eventFilters")) process.removeListener(event, listener);
    }
  }
}

/**
 * Starts ONE PostgreSQL for the whole run (embedded, in a temp dir on a free port) unless DATABASE_URL
 * points at a server to use, then builds a migrated and seeded template database each test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  if (!process.env.DATABASE_URL) {
    dataDir = await mkdtemp(join(tmpdir(), "freight-api-test-pg-"));
    // When run as root, PostgreSQL runs as the `postgres` user, which must be able to enter the dir.
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: join(dataDir, "data"), port: await freePort() });
  }
  const adminUrl = embedded?.adminUrl ?? process.env.DATABASE_URL ?? "";

  const templateUrl = databaseUrl(adminUrl, templateDatabaseName);
  await dropDatabase(adminUrl, templateDatabaseName);
  await ensureDatabase(adminUrl, templateDatabaseName);
  const { db, pool } = connectDatabase(templateUrl);
  try {
    await migrateDatabase(db);
    await seedDatabase(db, seedData);
  } finally {
    await pool.end();
  }
  project.provide("pgAdminUrl", adminUrl);

  return async () => {
    if (!embedded) await dropDatabase(adminUrl, templateDatabaseName);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    removeExitHookListeners();
  };
}
