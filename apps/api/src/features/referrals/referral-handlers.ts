import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import type { TypedHandlers } from "../../http/operation-handler.js";
import { optionalUser, requireStaff, requireUser } from "../../http/caller.js";
import { listHeldReferralBonuses } from "./held-bonuses.js";
import { sweepReferralBonuses } from "../../core/referrals/referral-bonus-service.js";
import { listReferralLevels, listReferrals, referralProgram } from "./referral-program-service.js";

export function referralHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  return {
    listReferralLevels: () => listReferralLevels(db),
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
