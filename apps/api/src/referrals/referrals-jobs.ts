import type { Database } from "../db/client.js";
import type { ScheduledJob } from "../jobs/background-jobs.js";
import { sweepReferralBonuses } from "./referral-bonus-service.js";

/** The referral programme's recurring work. */
export function referralsScheduledJobs(db: Database, holdDays: number): ScheduledJob[] {
  return [
    {
      // Also run at once by `referrals:sweep` and the staff "sweep now" call (POST /staff/referral-bonuses/sweep).
      name: "sweep-referral-bonuses",
      cron: "7 * * * *",
      run: () => sweepReferralBonuses(db, new Date(), holdDays),
    },
  ];
}
