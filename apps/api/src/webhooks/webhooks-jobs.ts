import type { FastifyBaseLogger } from "fastify";
import { deliverDueWebhooks, type WebhookDeliveryContext } from "./webhook-delivery-service.js";

/** How often each instance looks for events to fan out and deliveries due (1 s: a delivery follows its change). */
const POLL_INTERVAL_MS = 1_000;

export interface WebhookDeliveryWorker {
  /** Lets a round under way finish, then stops. */
  stop(): Promise<void>;
}

/**
 * The webhook delivery worker of one instance: a round every second (fan out, then attempt what is due). Every
 * claim is FOR UPDATE SKIP LOCKED in PostgreSQL, so several instances share the work and never send one attempt
 * twice. A poller rather than a pg-boss job per delivery: pg-boss schedules at most once a minute, and the order
 * of one order's events is kept by the claim's query, which a queue of independent jobs could not keep.
 */
export function startWebhookDeliveryWorker(
  context: WebhookDeliveryContext,
  log: FastifyBaseLogger,
  intervalMs = POLL_INTERVAL_MS,
): WebhookDeliveryWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = deliverDueWebhooks(context)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.warn({ err: error }, "Webhook delivery round failed; the next round tries again");
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
