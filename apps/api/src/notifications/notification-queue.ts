import type { Notifier } from "./notifier.js";
import type { BackgroundJobs, QueuedJob } from "../jobs/background-jobs.js";

/** The queue of e-mails and SMS delivered in the background (`Notifier.sendSoon`). */
const DELIVER_NOTIFICATION_JOB = "deliver-notification";

/** Work the API sends itself one item at a time. */
export function notificationQueues({ notifier }: { notifier: Notifier }): QueuedJob[] {
  return [
    {
      name: DELIVER_NOTIFICATION_JOB,
      run: async (data, { isLastTry }) => {
        const outboxId = Number(data.outboxId);
        if (!Number.isSafeInteger(outboxId)) throw new Error(`Not an outbox id: ${String(data.outboxId)}`);
        return { outboxId, result: await notifier.deliverQueued(outboxId, isLastTry) };
      },
    },
  ];
}

/** Points `sendSoon` at the queue: one job per outbox message (its id keeps a second send from doubling it). */
export function queueNotifications(notifier: Notifier, jobs: BackgroundJobs): void {
  notifier.useQueue({
    // Inside a staff call's transaction the job is queued in it, so no worker takes it before the row commits.
    enqueue: (outboxId) =>
      jobs.send(DELIVER_NOTIFICATION_JOB, { outboxId }, { singletonKey: `outbox-${outboxId}` }),
  });
}
