import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { HttpError } from "../../http/http-error.js";
import { migrationsDir } from "../../paths.js";

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

/**
 * Ready when the database answers within 2 s and holds every migration this build ships: a load balancer
 * sends no traffic to an instance that would fail, and an instance started before its migrations ran waits.
 */
export async function checkReadiness(
  db: Database,
  expectedMigrations = shippedMigrationCount(),
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NotReady("The database did not answer in time")), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
      timeout,
    ]);
    const count = applied.rows[0]?.count ?? 0;
    if (count < expectedMigrations) {
      throw new NotReady(`The database has ${count} of ${expectedMigrations} migrations applied`);
    }
  } catch (error) {
    if (error instanceof NotReady) throw error;
    throw new NotReady("The database cannot be reached");
  } finally {
    clearTimeout(timer);
  }
}
