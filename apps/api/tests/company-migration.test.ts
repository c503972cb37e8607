import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLedgerEntry } from "../src/payments/ledger-service.js";
import { migrateDatabase } from "../src/db/client.js";
import { insertUser } from "../src/accounts/users.js";
import { migrationsDir } from "../src/paths.js";
import { createEmptyDatabase, type TestDatabase } from "./test-database.js";

const COMPANY_MIGRATION = "0031_company_accounts";

let database: TestDatabase;
let beforeCompanies: string;

beforeAll(async () => {
  database = await createEmptyDatabase();
  // The migrations as they stood before company accounts: the journal without 0031 and what came after it.
  beforeCompanies = await mkdtemp(join(tmpdir(), "freight-migrations-"));
  await cp(migrationsDir, beforeCompanies, { recursive: true });
  const journalPath = join(beforeCompanies, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === COMPANY_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
});
afterAll(async () => {
  await database.drop();
  await rm(beforeCompanies, { recursive: true, force: true });
});

/**
 * Inserts a row into a table as the migrated schema has it: the given values, and a plain value of its type for
 * every other column that has neither a default nor NULL allowed.
 */
async function insertOldRow(table: string, values: Record<string, string>): Promise<void> {
  const { db } = database;
  const required = await db.execute<{ column_name: string; data_type: string }>(sql`
    select column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_nullable = 'NO' and column_default is null
      and is_identity = 'NO'`);
  const row: Record<string, unknown> = {};
  for (const { column_name: column, data_type: type } of required.rows) {
    row[column] =
      values[column] ??
      (type === "boolean"
        ? false
        : /int|numeric|double|real/.test(type)
          ? 1
          : type === "ARRAY"
            ? "{}"
            : /json/.test(type)
              ? "[]"
              : /timestamp/.test(type)
                ? new Date().toISOString()
                : column);
  }
  for (const [column, value] of Object.entries(values)) row[column] ??= value;
  const columns = Object.keys(row);
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values (${sql.join(
      columns.map((column) => sql`${row[column]}`),
      sql`, `,
    )})`,
  );
}

async function snapshot() {
  const { db } = database;
  const customers = await db.execute(
    sql`select id, email, balance_cents, bonuses_cents, referral_balance_cents from users order by id`,
  );
  const orderRows = await db.execute(
    sql`select id, number, customer_id, status, total_cents, total_paid_cents from orders order by id`,
  );
  const ledger = await db.execute(
    sql`select id, user_id, account, kind, amount_cents, description from ledger_entries order by id`,
  );
  return { customers: customers.rows, orders: orderRows.rows, ledger: ledger.rows };
}

describe("the company accounts migration", () => {
  it("keeps every customer's orders, balance and ledger, and records each order as booked by its customer", async () => {
    const { db } = database;
    await migrate(db, { migrationsFolder: beforeCompanies });
    // Rows written as the old schema had them: today's seed names columns later migrations added.
    await insertOldRow("hubs", { slug: "old-hub", name: "Old Hub", time_zone: "America/Los_Angeles" });
    await insertOldRow("services", { slug: "old-service", name: "Old Service" });
    const customer = await insertUser(db, {
      email: "before-companies@example.com",
      firstName: "Pre",
      lastName: "Existing",
    });
    await db.transaction(async (tx) => {
      await postLedgerEntry(tx, {
        userId: customer.id,
        account: "balance",
        kind: "increase",
        amountCents: 12_345,
        description: "Top-up before companies",
      });
    });
    const [hub] = (await db.execute<{ id: number }>(sql`select id from hubs order by id limit 1`)).rows;
    const [service] = (await db.execute<{ id: number }>(sql`select id from services order by id limit 1`))
      .rows;
    // Written as the old schema had it (no booked-by column yet).
    await db.execute(sql`
      insert into orders (number, customer_id, hub_id, service_id, time_from, time_to, quantity, unit_price_cents,
        price_cents, total_cents, fee_type, check_in_code)
      values ('FB-9000001', ${customer.id}, ${hub!.id}, ${service!.id}, '2030-01-07T17:00:00Z', '2030-01-07T20:00:00Z',
        3, 1000, 3000, 3000, 10, 'MIGRATE0001')`);
    const before = await snapshot();
    expect(before.orders).toHaveLength(1);

    await migrateDatabase(db);

    expect(await snapshot()).toEqual(before);
    const booked = await db.execute<{ customer_id: number; booked_by_user_id: number | null }>(
      sql`select customer_id, booked_by_user_id from orders`,
    );
    expect(booked.rows).toEqual([{ customer_id: customer.id, booked_by_user_id: customer.id }]);
    const companies = await db.execute<{ count: number }>(sql`select count(*)::int as count from companies`);
    expect(companies.rows[0]?.count).toBe(0);
  });
});
