import { mapReferralEntries, type ReferralEntry } from "@freight/domain/referrals/referral-entry";
import { mapReferralLevels, type ReferralLevel } from "@freight/domain/referrals/referral-level";
import { dataOr, readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

/** The loyalty levels and the customers this customer referred (failed lists show as empty, spec 8). */
export async function loadReferrals(): Promise<{ levels: ReferralLevel[]; entries: ReferralEntry[] }> {
  const api = await getServerApi();
  const [levels, referrals] = await Promise.all([
    readApi("GET /referral-levels", () => api.GET("/referral-levels")),
    readApi("GET /users/me/referrals", () => api.GET("/users/me/referrals")),
  ]);
  return { levels: mapReferralLevels(dataOr(levels, [])), entries: mapReferralEntries(dataOr(referrals, { items: [] }).items) };
}

/** Referred turnover the level ladder measures: what the referrals brought in, as the referral entries report it. */
export function referredTurnoverCents(entries: readonly ReferralEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.referralBalance + entry.referralBonuses, 0);
}
