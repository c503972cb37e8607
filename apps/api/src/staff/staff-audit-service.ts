import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { staffAuditLog } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

export interface StaffAuditFilter {
  actorUserId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

/** The audit log, newest first, filtered by who, what, what on and when (from inclusive, to exclusive). */
export async function listStaffAuditLog(
  db: Database,
  filter: StaffAuditFilter,
): Promise<Schemas["StaffAuditPage"]> {
  const conditions: SQL[] = [];
  if (filter.actorUserId !== undefined) conditions.push(eq(staffAuditLog.actorUserId, filter.actorUserId));
  if (filter.action) conditions.push(eq(staffAuditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(staffAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(staffAuditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(staffAuditLog.at, new Date(filter.from)));
  if (filter.to) conditions.push(lt(staffAuditLog.at, new Date(filter.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      entry: staffAuditLog,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(filter.limit)
    .offset(pageOffset(filter.page, filter.limit));
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (filter.page === 0 ? 0 : await countEntries(db, where));
  return {
    items: rows.map(({ entry }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actorUserId: entry.actorUserId,
      actorEmail: entry.actorEmail,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason,
    })),
    totalItems: total,
    totalPages: countPages(total, filter.limit),
    currentPage: filter.page,
  };
}

async function countEntries(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(staffAuditLog)
    .where(where);
  return row?.total ?? 0;
}
