import type { Database } from "../db/client.js";
import type { ScheduledJob } from "../jobs/background-jobs.js";
import { landingWindowsCrossedBetween } from "./landing-service.js";
import { announceDuePosts } from "./staff-blog-service.js";

/** The content area's recurring work. */
export function contentScheduledJobs({
  db,
  onBlogPublished,
  onLandingChanged,
}: {
  db: Database;
  /** Tells caches and the site that scheduled posts went public. */
  onBlogPublished: () => void;
  /** Tells caches and the site that landing content began or stopped showing. */
  onLandingChanged: () => void;
}): ScheduledJob[] {
  return [
    {
      // A post scheduled for later shows on the site once its time has come, without anyone saving it again.
      name: "announce-scheduled-posts",
      cron: "* * * * *",
      run: async () => {
        const announced = await announceDuePosts(db, new Date());
        if (announced > 0) onBlogPublished();
        return { announced };
      },
    },
    {
      // Landing content whose publish window opened or closed appears or goes, on the site's cached pages too.
      name: "announce-timed-content",
      cron: "* * * * *",
      run: async () => {
        const now = new Date();
        const landing = await landingWindowsCrossedBetween(db, new Date(now.getTime() - 75_000), now);
        if (landing) onLandingChanged();
        return { landing };
      },
    },
  ];
}
