import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/index.js";
import type { Env } from "../../env.js";
import { hashSecret } from "./password-hash.js";
import { findUserByEmail, insertUser } from "./users.js";

/**
 * Makes sure the staff account of STAFF_EMAIL exists (with STAFF_PASSWORD, or the development default
 * outside production). An existing account keeps its password and is only given the staff role.
 */
export async function ensureStaffAccount(db: Database, env: Env): Promise<"created" | "exists" | "skipped"> {
  if (!env.staffPassword) return "skipped";
  const existing = await findUserByEmail(db, env.staffEmail);
  if (existing) {
    if (existing.role !== "staff")
      await db.update(users).set({ role: "staff" }).where(eq(users.id, existing.id));
    return "exists";
  }
  await insertUser(db, {
    email: env.staffEmail,
    passwordHash: await hashSecret(env.staffPassword),
    role: "staff",
    firstName: "Freight",
    lastName: "Staff",
    corporationName: "Freight",
    isEmailConfirmed: true,
  });
  return "created";
}
