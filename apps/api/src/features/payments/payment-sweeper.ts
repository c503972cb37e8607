import type { FastifyBaseLogger } from "fastify";
import { expireStalePayments, type PaymentsContext } from "./payment-service.js";

const sweepIntervalMs = 5 * 60 * 1000;

/** Gives back what abandoned payments set aside, every few minutes while the API runs. */
export function startPaymentSweeper(ctx: PaymentsContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    expireStalePayments(ctx, ctx.now()).catch((error: unknown) =>
      log.warn({ err: error }, "Expiring abandoned payments failed"),
    );
  }, sweepIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
