import { mapReferralEntries, type ReferralEntry } from "@freight/domain/referrals/referral-entry";
import { mapReferralLevels, type ReferralLevel } from "@freight/domain/referrals/referral-level";
import { dataOr, readApi, type ApiRead } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

/** The programme figures the API keeps for the customer (cents): referred volume, bonuses credited and pending. */
export interface ReferralProgramFacts {
  referralLink: string;
  referredVolume: number;
  totalBonuses: number;
  pendingBonuses: number;
}

/**
 * The loyalty levels, the customers this customer referred (a failed list is logged and shows as empty) and the
 * programme figures as the API keeps them, or why they could not be read: the referred volume is the API's alone.
 */
export async function loadReferrals(): Promise<{
  levels: ReferralLevel[];
  entries: ReferralEntry[];
  program: ApiRead<ReferralProgramFacts>;
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
          ok: true,
          data: {
            referralLink: program.data.referralLink,
            referredVolume: program.data.referredVolume,
            totalBonuses: program.data.totalBonuses,
            pendingBonuses: program.data.pendingBonuses,
          },
        }
      : program,
  };
}
