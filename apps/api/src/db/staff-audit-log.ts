import { eq } from "drizzle-orm";
import type { Database } from "./client.js";
import { staffAuditLog, users } from "./schema/index.js";

export interface StaffAuditEntry {
  actorUserId: number;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Appends one entry to the staff audit log (the table refuses every change but an insert). */
export async function appendStaffAuditEntry(
  db: Pick<Database, "insert" | "select">,
  entry: StaffAuditEntry,
): Promise<void> {
  const [actor] = await db.select({ email: users.email }).from(users).where(eq(users.id, entry.actorUserId));
  await db.insert(staffAuditLog).values({
    actorUserId: entry.actorUserId,
    actorEmail: actor?.email ?? "",
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? "",
  });
}
