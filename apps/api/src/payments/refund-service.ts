import { desc, eq } from "drizzle-orm";
import { formatCents } from "@freight/domain/money/cents";
import { paymentRefunds, payments, users } from "../db/schema/index.js";
import { badGateway, HttpError, notFound } from "../http/http-error.js";
import { refundPartOfPayment } from "./partial-refund-service.js";
import type { PaymentsContext } from "./payment-service.js";
import { lockPaymentAndOwner, settlePayment } from "./payment-settlement.js";
import { refundThroughAuthorizeNet } from "./authorize-net-refund.js";
import type { PaymentRow } from "./payment-views.js";

/** The balance part of a payment the customer has spent since cannot be taken back: refunding it would pay twice. */
function spentBalanceRefusal(payment: PaymentRow, heldBalanceCents: number): HttpError | undefined {
  if (payment.creditedBalanceCents <= heldBalanceCents) return undefined;
  return new HttpError(
    409,
    `${formatCents(payment.creditedBalanceCents)} of payment ${payment.id} went to the customer's balance, which holds only ${formatCents(heldBalanceCents)} now; it cannot be refunded in full`,
  );
}

/** Gives the card part of a payment back at its gateway; throws (502 in words) when the gateway refuses. */
async function refundAtGateway(ctx: PaymentsContext, payment: PaymentRow): Promise<void> {
  if (payment.gatewayCents <= 0) return;
  if (payment.gateway === "authorize-net") {
    await refundThroughAuthorizeNet(ctx, payment, payment.gatewayCents, `full-refund-${payment.id}`);
    return;
  }
  if (payment.gateway !== "stripe") return;
  const stripe = ctx.gateways.stripe;
  if (!stripe || !payment.gatewayPaymentId)
    throw new HttpError(409, "This payment has no Stripe payment to refund");
  try {
    await stripe.client.refunds.create(
      { payment_intent: payment.gatewayPaymentId },
      { idempotencyKey: `refund-${payment.id}` },
    );
  } catch (error) {
    throw badGateway(
      `The card payment provider refused the refund: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * A full refund, decided and settled in one transaction on the locked payment and its owner: the state is checked
 * (still paid, no part refunded meanwhile, the balance part not spent since), the refund settled in the ledger, and
 * the gateway called last. A parallel refund, partial refund or spend waits for the lock and then sees this one; a
 * gateway refusal rolls it all back. Stripe takes an idempotency key, so a retry after a lost commit asks Stripe
 * for the same refund, and its charge.refunded webhook settles a payment this transaction could not.
 */
async function refundInFullUnderLock(ctx: PaymentsContext, paymentId: number): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentAndOwner(tx, paymentId);
    if (payment.status !== "paid") {
      throw new HttpError(
        409,
        `Payment ${paymentId} is ${payment.status}; only a paid payment can be refunded`,
      );
    }
    const [held] = await tx
      .select({ balanceCents: users.balanceCents })
      .from(users)
      .where(eq(users.id, payment.userId));
    const refusal = spentBalanceRefusal(payment, held?.balanceCents ?? 0);
    if (refusal) throw refusal;
    // A partial refund that committed while this call waited for the lock: refunding the whole would give back more.
    const [partial] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId))
      .limit(1);
    if (partial) {
      throw new HttpError(
        409,
        `Part of payment ${paymentId} was refunded meanwhile; refund the rest of it again`,
      );
    }
    const refunded = await settlePayment(
      tx,
      paymentId,
      "refunded",
      { reason: "Refunded by staff", log: ctx.log },
      ctx.now(),
    );
    await refundAtGateway(ctx, payment);
    return refunded;
  });
}

/**
 * Staff refund a paid payment in full: the card part goes back through Stripe (its charge.refunded webhook then
 * finds the payment already refunded) or Authorize.net (a refund once settled, a void before), bonuses and balance come back to the ledger, the order owes it again, and a
 * referral bonus it earned is clawed back.
 */
export async function refundPaymentByStaff(
  ctx: PaymentsContext,
  paymentId: number,
  staffUserId: number,
): Promise<PaymentRow> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound(`There is no payment ${paymentId}`);
  // After refunds of part of it, a full refund gives back what is left, the same way (never what was given).
  const [partial] = await ctx.db
    .select({ remainingCents: paymentRefunds.remainingCents })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .orderBy(desc(paymentRefunds.id))
    .limit(1);
  if (partial && payment.status === "paid") {
    await refundPartOfPayment(ctx, staffUserId, paymentId, `full-refund-${paymentId}`, {
      amount: partial.remainingCents,
      reason: "Refunded by staff: the rest of the payment",
    });
    const [refunded] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    return refunded ?? payment;
  }
  if (payment.status !== "paid")
    throw new HttpError(
      409,
      `Payment ${paymentId} is ${payment.status}; only a paid payment can be refunded`,
    );
  return refundInFullUnderLock(ctx, paymentId);
}
