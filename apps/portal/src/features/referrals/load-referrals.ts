import { mapReferralEntries, type ReferralEntry } from "@freight/domain/referrals/referral-entry";
import { mapReferralLevels, type ReferralLevel } from "@freight/domain/referrals/referral-level";
import { dataOr, readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

/** The programme figures the API keeps for the customer (cents): referred volume, bonuses credited and pending. */
export interface ReferralProgramFacts {
  referralLink: string;
  referredVolume: number;
  totalBonuses: number;
  pendingBonuses: number;
}

/** The loyalty levels, the customers this customer referred and the programme figures (a failed list is logged and shows as empty). */
export async function loadReferrals(): Promise<{
  levels: ReferralLevel[];
  entries: ReferralEntry[];
  program: ReferralProgramFacts | null;
}> {
  const api = await getServerApi();
  const [levels, referrals, program] = await Promise.all([
    readApi("GET /referral-levels", () => api.GET("/referral-levels")),
    readApi("GET /users/me/referrals", () => api.GET("/users/me/referrals")),
    readApi("GET /users/me/referral-program", () => api.GET("/users/me/referral-program")),
  ]);
  return {
    levels: mapReferralLevels(dataOr(levels, [])),
    entries: mapReferralEntries(dataOr(referrals, { items: [] }).items),
    program: program.ok
      ? {
          referralLink: program.data.referralLink,
          referredVolume: program.data.referredVolume,
          totalBonuses: program.data.totalBonuses,
          pendingBonuses: program.data.pendingBonuses,
        }
      : null,
  };
}

/** Referred volume the level ladder measures: the API's figure, else what the referral entries report. */
export function referredTurnoverCents(
  entries: readonly ReferralEntry[],
  program: ReferralProgramFacts | null,
): number {
  return program
    ? program.referredVolume
    : entries.reduce((sum, entry) => sum + entry.referralBalance + entry.referralBonuses, 0);
}
