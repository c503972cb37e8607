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
  const { db, pool } = connectDatabase(url);
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
  const adminUrl = inject("pgAdminUrl");
  const name = `freight_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  });
  const url = databaseUrl(adminUrl, name);
  const { db, pool } = connectDatabase(url);
  await migrateDatabase(db);
  return {
    db,
    url,
    drop: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
