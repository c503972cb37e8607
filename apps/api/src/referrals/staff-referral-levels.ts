import { levelForVolume, referralLevelsProblem } from "@freight/domain/referrals/level-for-volume";
import { referredMoneyCents } from "@freight/domain/referrals/referred-volume";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { payments, referralLevels, users } from "../db/schema/index.js";
import { badRequest, staleVersion } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { countedTowardsReferredVolume, referredVolumeSums } from "./referral-level-service.js";

type Reader = Pick<Database, "select">;

async function levelRows(db: Reader, lock = false) {
  const query = db.select().from(referralLevels).orderBy(asc(referralLevels.minRate), asc(referralLevels.id));
  return lock ? query.for("no key update") : query;
}

function toStaffLevels(rows: Awaited<ReturnType<typeof levelRows>>): Schemas["StaffReferralLevels"] {
  return {
    version: Math.max(1, ...rows.map((row) => row.version)),
    levels: rows.map(({ id, name, minRate, maxRate, discountPercent }) => ({
      id,
      name,
      minRate,
      maxRate,
      discountPercent,
    })),
  };
}

export async function getStaffReferralLevels(db: Reader): Promise<Schemas["StaffReferralLevels"]> {
  return toStaffLevels(await levelRows(db));
}

/**
 * Every referrer's level from their referred volume under the levels as they are now, in one pass (a referrer's
 * volume query per person would not scale with the programme).
 */
async function refreshEveryReferrerLevel(tx: Tx): Promise<void> {
  const levels = await tx
    .select({ id: referralLevels.id, minRate: referralLevels.minRate, maxRate: referralLevels.maxRate })
    .from(referralLevels);
  const volumes = await tx
    .select({ referrerId: users.referredByUserId, ...referredVolumeSums })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(sql`${users.referredByUserId} is not null`, countedTowardsReferredVolume()))
    .groupBy(users.referredByUserId);
  const volumeOf = new Map(volumes.map((row) => [row.referrerId, referredMoneyCents(row)]));
  const holders = await tx
    .select({ id: users.id, levelId: users.referralLevelId })
    .from(users)
    .where(
      sql`${users.referralLevelId} is not null or exists (select 1 from ${users} as referred where referred.referred_by_user_id = ${users.id})`,
    );
  for (const holder of holders) {
    const level = levelForVolume(levels, volumeOf.get(holder.id) ?? 0);
    if (level && level.id !== holder.levelId) {
      await tx.update(users).set({ referralLevelId: level.id }).where(eq(users.id, holder.id));
    }
  }
}

/**
 * Sets every level's range and discount from the list version the editor saw (409 when someone saved since); the
 * domain's rule keeps the ranges contiguous from $0 with discounts that never fall. Customers' levels follow in
 * the same transaction; discounts already given on booked orders stay as they were.
 */
export async function changeStaffReferralLevels(
  db: Database,
  change: Schemas["StaffReferralLevelsChange"],
): Promise<{ before: Schemas["StaffReferralLevels"]; after: Schemas["StaffReferralLevels"] }> {
  return db.transaction(async (tx) => {
    const rows = await levelRows(tx, true);
    const before = toStaffLevels(rows);
    if (before.version !== change.version) {
      throw staleVersion("The referral levels", before.version, change.version, true);
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    const sentIds = new Set(change.levels.map((level) => level.id));
    if (
      sentIds.size !== change.levels.length ||
      sentIds.size !== rows.length ||
      rows.some((row) => !sentIds.has(row.id))
    ) {
      throw badRequest("Send every level once, by its id", "levels");
    }
    const edited = change.levels.map((level) => ({
      ...level,
      name: byId.get(level.id)?.name ?? `Level ${level.id}`,
    }));
    const problem = referralLevelsProblem(edited);
    if (problem) throw badRequest(problem, "levels");
    for (const level of edited) {
      await tx
        .update(referralLevels)
        .set({
          minRate: level.minRate,
          maxRate: level.maxRate,
          discountPercent: level.discountPercent,
          version: before.version + 1,
        })
        .where(eq(referralLevels.id, level.id));
    }
    await refreshEveryReferrerLevel(tx);
    return { before, after: toStaffLevels(await levelRows(tx)) };
  });
}
