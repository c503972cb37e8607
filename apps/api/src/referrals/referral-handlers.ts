import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import { optionalUser, requireStaff, requireUser } from "../http/caller.js";
import { listHeldReferralBonuses } from "./held-bonuses.js";
import { sweepReferralBonuses } from "./referral-bonus-service.js";
import { listReferralLevels, listReferrals, referralProgram } from "./referral-program-service.js";
import { changeStaffReferralLevels, getStaffReferralLevels } from "./staff-referral-levels.js";
import { afterRequestCommit } from "../db/request-transaction.js";
import { recordStaffAction } from "../http/staff-action-record.js";

export function referralHandlers({ db, env }: { db: Database; env: Env }): TypedHandlers {
  return {
    listReferralLevels: () => listReferralLevels(db),
    listUserReferrals: async (request) => {
      const user = optionalUser(request);
      return { items: user ? await listReferrals(db, user.userId) : [] };
    },
    getReferralProgram: async (request) => referralProgram(db, env, requireUser(request).userId),
    listHeldReferralBonuses: async () => listHeldReferralBonuses(db, new Date()),
    getStaffReferralLevels: async (request) => {
      requireStaff(request);
      return getStaffReferralLevels(db);
    },
    changeStaffReferralLevels: async (request, reply) => {
      requireStaff(request);
      const { before, after } = await changeStaffReferralLevels(db, request.body);
      recordStaffAction(request, { targetType: "referral-levels", targetId: "all", before, after });
      afterRequestCommit(() => request.server.publicReadCache.invalidate(["referral-levels"]));
      reply.code(200);
      return after;
    },
    sweepReferralBonuses: async (request) => {
      requireStaff(request);
      return sweepReferralBonuses(db, new Date(), env.referralBonusHoldDays);
    },
  };
}
