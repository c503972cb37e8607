import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { staffMembers, users } from "../db/schema/index.js";
import type { Env } from "../env.js";
import { hashSecret } from "./password-hash.js";
import { findUserByEmail, insertUser } from "./users.js";

/**
 * Makes sure the first admin of STAFF_EMAIL exists (with STAFF_PASSWORD, or the development default outside
 * production), signing in in two steps like all staff. An existing account keeps its password and is made an
 * admin; it is enabled again if it was disabled, so the company can always get back into its console.
 */
export async function ensureStaffAccount(db: Database, env: Env): Promise<"created" | "exists" | "skipped"> {
  const password = env.staffPassword;
  if (!password) return "skipped";
  const passwordHash = await hashSecret(password);
  // API instances starting together would both find no account and both insert it (one then failed to start
  // on the unique e-mail): one at a time, under a transaction-scoped advisory lock.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freight:staff-account'))`);
    const existing = await findUserByEmail(tx, env.staffEmail);
    if (existing) {
      await tx.update(users).set({ role: "staff", twoStepAuth: true }).where(eq(users.id, existing.id));
      await ensureAdmin(tx, existing.id);
      return "exists";
    }
    const created = await insertUser(tx, {
      email: env.staffEmail,
      passwordHash,
      role: "staff",
      firstName: "Freight",
      lastName: "Staff",
      corporationName: "Freight",
      isEmailConfirmed: true,
    });
    await ensureAdmin(tx, created.id);
    return "created";
  });
}

async function ensureAdmin(db: Pick<Database, "insert">, userId: number): Promise<void> {
  await db
    .insert(staffMembers)
    .values({ userId, role: "admin" })
    .onConflictDoUpdate({
      target: staffMembers.userId,
      set: { role: "admin", hubIds: [], disabledAt: null, updatedAt: new Date() },
    });
}
