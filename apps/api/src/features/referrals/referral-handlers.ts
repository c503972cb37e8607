import { asc } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { referralLevels } from "../../db/schema/index.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import { optionalUser, requireStaff, requireUser } from "../../http/caller.js";
import { listHeldReferralBonuses } from "./held-bonuses.js";
import { sweepReferralBonuses } from "../../core/referrals/referral-bonus-service.js";
import { listReferrals, referralProgram } from "./referral-program-service.js";

/** Referral levels, lowest first. */
function listReferralLevelRows(db: Database) {
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

export function referralHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  return {
    listReferralLevels: () => listReferralLevelRows(db),
    listUserReferrals: async (request) => {
      const user = optionalUser(request);
      return { items: user ? await listReferrals(db, user.userId) : [] };
    },
    getReferralProgram: async (request) => referralProgram(db, env, requireUser(request).userId),
    listHeldReferralBonuses: async () => listHeldReferralBonuses(db, new Date()),
    sweepReferralBonuses: async (request) => {
      requireStaff(request);
      return sweepReferralBonuses(db, new Date(), env.referralBonusHoldDays);
    },
  };
}
