import { and, eq } from "drizzle-orm";
import { gatewayEvents, payments } from "../db/schema/index.js";
import { badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { readStripeWebhook, type StripeWebhookNotice } from "./gateways/stripe-gateway.js";
import { applyGatewayOutcomeIn, type PaymentsContext } from "./payment-service.js";
import { settlePayment } from "./payment-settlement.js";

/**
 * Stripe's notifications. The signature is checked against the raw body first; then the event id is recorded
 * in the same transaction that applies it, so a replayed or retried event finds its id and changes nothing.
 */
export async function handleStripeWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer | string,
  signature: string,
): Promise<Schemas["WebhookReceipt"]> {
  const stripe = ctx.gateways.stripe;
  if (!stripe) throw notFound("The card payment provider is not configured on this server");
  let notice: StripeWebhookNotice;
  try {
    notice = readStripeWebhook(stripe.client, stripe.webhookSecret, rawBody, signature);
  } catch {
    throw badRequest("The Stripe-Signature header does not match this body", "stripe-signature");
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(gatewayEvents)
      .values({ gateway: "stripe", eventId: notice.eventId, type: notice.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (recorded.length === 0) return { received: true, duplicate: true };
    const { outcome, refundOfPaymentIntent } = notice;
    if (outcome?.sessionId) {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.gateway, "stripe"), eq(payments.gatewaySessionId, outcome.sessionId)))
        .limit(1);
      if (payment) await applyGatewayOutcomeIn(ctx, tx, payment.id, outcome, now);
      else
        ctx.log.warn(
          { eventId: notice.eventId, sessionId: outcome.sessionId, status: outcome.status },
          "A Stripe event names a Checkout Session we do not know",
        );
    }
    if (refundOfPaymentIntent) {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.gateway, "stripe"), eq(payments.gatewayPaymentId, refundOfPaymentIntent)))
        .limit(1);
      if (payment)
        await settlePayment(tx, payment.id, "refunded", { reason: "Refunded at Stripe", log: ctx.log }, now);
    }
    return { received: true, duplicate: false };
  });
}
