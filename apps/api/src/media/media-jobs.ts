import type { Database } from "../db/client.js";
import type { ScheduledJob } from "../jobs/background-jobs.js";
import type { ObjectStorage } from "../storage/object-storage.js";
import { reapOrphanFiles } from "./reap-orphan-files.js";

/** The stored files' recurring work. */
export function mediaScheduledJobs(stores: {
  db: Database;
  orderFiles: ObjectStorage;
  avatars: ObjectStorage;
  images: ObjectStorage;
}): ScheduledJob[] {
  return [
    {
      // Files no row names (a crash between storing and committing) are removed after an hour's grace.
      name: "reap-orphan-files",
      cron: "37 * * * *",
      run: () => reapOrphanFiles(stores, new Date()),
    },
  ];
}
