import type { Database } from "../db/client.js";
import type { ScheduledJob } from "../jobs/background-jobs.js";
import { purgeEndedAccountRecords } from "./account-housekeeping.js";

/** The accounts area's recurring work. */
export function accountsScheduledJobs(db: Database): ScheduledJob[] {
  return [
    {
      name: "purge-ended-account-records",
      cron: "*/10 * * * *",
      run: () => purgeEndedAccountRecords(db, new Date()),
    },
  ];
}
