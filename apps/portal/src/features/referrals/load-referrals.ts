import { mapReferralEntries, type ReferralEntry } from "@freight/domain/referrals/referral-entry";
import { mapReferralLevels, type ReferralLevel } from "@freight/domain/referrals/referral-level";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";

/** The programme figures the API keeps for the customer (cents): referred volume, bonuses credited and pending. */
export interface ReferralProgramFacts {
  referralLink: string;
  referredVolume: number;
  totalBonuses: number;
  pendingBonuses: number;
}

/** The loyalty levels, the customers this customer referred and the programme figures (a failed read fails the page). */
export async function loadReferrals(): Promise<{
  levels: ReferralLevel[];
  entries: ReferralEntry[];
  program: ReferralProgramFacts;
}> {
  const api = await getServerApi();
  const [levels, referrals, program] = await Promise.all([
    readForPage("GET /referral-levels", api.GET("/referral-levels")),
    readForPage("GET /users/me/referrals", api.GET("/users/me/referrals")),
    readForPage("GET /users/me/referral-program", api.GET("/users/me/referral-program")),
  ]);
  return {
    levels: mapReferralLevels(levels),
    entries: mapReferralEntries(referrals.items),
    program: {
      referralLink: program.referralLink,
      referredVolume: program.referredVolume,
      totalBonuses: program.totalBonuses,
      pendingBonuses: program.pendingBonuses,
    },
  };
}
