import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { connectDatabase, migrateDatabase, type Database } from "../src/db/client.js";
import { databaseUrl, dropDatabase, templateDatabaseName, withAdminClient } from "./postgres-admin.js";

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, cloned from the migrated and seeded template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = `freight_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(
      `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(templateDatabaseName)}`,
    );
  });
  const url = databaseUrl(adminUrl, name);
  // Test files run in parallel, each with its own database and apps: on a loaded 2-core machine opening a
  // connection can take longer than the API's 3 s, which is meant for a database that is away.
  const { db, pool } = connectDatabase(url, undefined, { connectionTimeoutMillis: 15_000 });
  return {
    db,
    url,
    drop: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}

/** A migrated database without seed data, for seed runner tests. */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const database = await createEmptyDatabase();
  await migrateDatabase(database.db);
  return database;
}

/** A database with no tables at all, for migration tests that apply the migrations in steps. */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("pgAdminUrl");
  const name = `freight_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
  const url = databaseUrl(adminUrl, name);
  const { db, pool } = connectDatabase(url, undefined, { connectionTimeoutMillis: 15_000 });
  return {
    db,
    url,
    drop: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
