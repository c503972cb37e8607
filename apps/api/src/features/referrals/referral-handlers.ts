import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { referralLevels } from "../../db/schema/index.js";
import type { TypedHandlers } from "../../http/operation-handler.js";

/** Referral levels, lowest first. */
export function listReferralLevelRows(db: Database) {
  return db
    .select({
      id: referralLevels.id,
      name: referralLevels.name,
      discountPercent: referralLevels.discountPercent,
      minRate: referralLevels.minRate,
      maxRate: referralLevels.maxRate,
    })
    .from(referralLevels)
    .orderBy(asc(referralLevels.minRate), asc(referralLevels.id));
}

export function referralHandlers({ db }: { db: Database }): TypedHandlers {
  return {
    listReferralLevels: () => listReferralLevelRows(db),
  };
}
