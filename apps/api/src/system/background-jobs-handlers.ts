import { HttpError, notFound } from "../http/http-error.js";
import type { TypedHandlers } from "../http/operation-handler.js";
import type { BackgroundJobs } from "../jobs/background-jobs.js";

function jobsOrRefusal(jobs: BackgroundJobs | undefined): BackgroundJobs {
  if (!jobs) {
    throw new HttpError(
      503,
      "This API instance does not work the background jobs (BACKGROUND_JOBS=off); ask another",
    );
  }
  return jobs;
}

/** The ops console's view of the background jobs, and "run now" for a scheduled one. */
export function backgroundJobsHandlers({
  backgroundJobs,
}: {
  backgroundJobs: () => BackgroundJobs | undefined;
}): TypedHandlers {
  return {
    listBackgroundJobs: async () => {
      const jobs = await jobsOrRefusal(backgroundJobs()).describe();
      return {
        items: jobs.map((job) => ({
          ...job,
          lastFinishedAt: job.lastFinishedAt?.toISOString() ?? null,
          lastFailure: job.lastFailure
            ? { at: job.lastFailure.at.toISOString(), message: job.lastFailure.message }
            : null,
        })),
      };
    },
    runBackgroundJob: async (request, reply) => {
      const jobs = jobsOrRefusal(backgroundJobs());
      const { name } = request.params;
      if (!jobs.isScheduled(name)) throw notFound(`There is no scheduled job named ${name}`);
      await jobs.runSoon(name);
      reply.code(202);
      return { queued: true as const };
    },
  };
}
