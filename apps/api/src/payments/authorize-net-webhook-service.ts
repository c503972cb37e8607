import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { gatewayEvents, paymentRefunds, payments } from "../db/schema/index.js";
import { badGateway, badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import {
  readAuthorizeNetWebhook,
  type AuthorizeNetTransactionFacts,
  type AuthorizeNetWebhookNotice,
} from "./gateways/authorize-net-gateway.js";
import { GatewayError } from "./gateways/payment-gateway.js";
import { applyGatewayOutcomeIn, type PaymentsContext } from "./payment-service.js";
import { lockPaymentAndOwner, settlePayment } from "./payment-settlement.js";

/**
 * Authorize.net's notifications (net.authorize.payment.*), handled as Stripe's are. The X-ANET-Signature is checked
 * against the raw body first. An event only names a transaction, so the gateway is asked how that transaction
 * stands now and that answer is applied: events that arrive late or out of order (a capture after its void, a
 * refund before the capture) all lead to the transaction's current state, and a state the payment already has
 * changes nothing. The notification id is recorded in the transaction that applies it, so a replay or a parallel
 * duplicate delivery finds it and changes nothing. A gateway that cannot be asked answers 502 and records nothing,
 * so Authorize.net delivers it again.
 */
export async function handleAuthorizeNetWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer | string,
  signature: string,
): Promise<Schemas["WebhookReceipt"]> {
  const anet = ctx.gateways.authorizeNet;
  if (!anet?.signatureKey) throw notFound("The card gateway's webhook is not configured on this server");
  let notice: AuthorizeNetWebhookNotice;
  try {
    notice = readAuthorizeNetWebhook(anet.signatureKey, rawBody, signature);
  } catch {
    throw badRequest("The X-ANET-Signature header does not match this body", "x-anet-signature");
  }
  // The gateway's word on the event's transaction and, for a refund, on the payment it refunds: asked before the
  // database transaction (no lock is held across a network call).
  let facts: AuthorizeNetTransactionFacts | undefined;
  let refunded: AuthorizeNetTransactionFacts | undefined;
  try {
    if (notice.transactionId) facts = await anet.gateway.transactionFacts(notice.transactionId);
    if (facts?.type === "refundTransaction" && facts.refTransactionId) {
      refunded = await anet.gateway.transactionFacts(facts.refTransactionId);
    }
  } catch (error) {
    if (error instanceof GatewayError) throw badGateway(error.message);
    throw error;
  }
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(gatewayEvents)
      .values({ gateway: "authorize-net", eventId: notice.eventId, type: notice.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: gatewayEvents.id });
    if (recorded.length === 0) return { received: true, duplicate: true };
    if (refunded && facts) {
      // A refund reported before the capture was: the payment is first brought to what the gateway says of it.
      await applyPaymentFacts(ctx, tx, notice, refunded, now);
      await applyRefund(ctx, tx, notice, facts, refunded.transactionId, now);
    } else if (facts && facts.type !== "refundTransaction") {
      await applyPaymentFacts(ctx, tx, notice, facts, now);
    }
    return { received: true, duplicate: false };
  });
}

/** A payment transaction's current state applied to our payment (found by the invoice number we gave it). */
async function applyPaymentFacts(
  ctx: PaymentsContext,
  tx: Tx,
  notice: AuthorizeNetWebhookNotice,
  facts: AuthorizeNetTransactionFacts,
  now: Date,
): Promise<void> {
  const paymentId = facts.outcome.paymentId;
  const [payment] =
    paymentId === undefined
      ? []
      : await tx
          .select({ id: payments.id, status: payments.status })
          .from(payments)
          .where(and(eq(payments.id, paymentId), eq(payments.gateway, "authorize-net")))
          .limit(1);
  if (!payment) {
    ctx.log.warn(
      { eventId: notice.eventId, transactionId: facts.transactionId, type: notice.type },
      "An Authorize.net event names a transaction that is not one of our payments",
    );
    return;
  }
  if (facts.status === "voided" && payment.status === "paid") {
    // Voided after we counted it paid: a void made here is already recorded; one made in the account refunds it.
    await applyRefund(ctx, tx, notice, facts, facts.transactionId, now);
    return;
  }
  await applyGatewayOutcomeIn(ctx, tx, payment.id, facts.outcome, now);
}

/**
 * Money given back on a payment transaction (a refund, or a void of it). A refund made here is recorded when it is
 * made (its id on the refund row, or the payment already refunded); one made in the Authorize.net account that gives
 * back the whole payment refunds it here too, as Stripe's charge.refunded does; a partial one made there is logged for
 * finance to record.
 */
async function applyRefund(
  ctx: PaymentsContext,
  tx: Tx,
  notice: AuthorizeNetWebhookNotice,
  facts: AuthorizeNetTransactionFacts,
  paymentTransactionId: string,
  now: Date,
): Promise<void> {
  const [found] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, "authorize-net"), eq(payments.gatewayPaymentId, paymentTransactionId)))
    .limit(1);
  if (!found) {
    ctx.log.warn(
      { eventId: notice.eventId, transactionId: facts.transactionId, paymentTransactionId },
      "An Authorize.net refund names a transaction that is not one of our payments",
    );
    return;
  }
  // Under the payment's lock: a refund being made here right now commits first, and is then seen as ours.
  const payment = await lockPaymentAndOwner(tx, found.id);
  if (payment.status !== "paid") return;
  const refunds = await tx
    .select({ gatewayRefundId: paymentRefunds.gatewayRefundId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  if (refunds.some((refund) => refund.gatewayRefundId === facts.transactionId)) return;
  const isWhole =
    facts.type !== "refundTransaction" ||
    (refunds.length === 0 && facts.amountCents !== undefined && facts.amountCents >= payment.gatewayCents);
  if (isWhole) {
    await settlePayment(
      tx,
      payment.id,
      "refunded",
      { reason: "Refunded in the Authorize.net account", log: ctx.log },
      now,
    );
    return;
  }
  ctx.log.warn(
    {
      eventId: notice.eventId,
      paymentId: payment.id,
      refundTransactionId: facts.transactionId,
      cents: facts.amountCents,
    },
    "Part of an Authorize.net payment was refunded in the merchant account, not here: record it with the customer",
  );
}
