import { createHash } from "node:crypto";
import type { Tx } from "../db/client.js";
import { formatCents, sumCents } from "@freight/domain/money/cents";
import { reverseCreditedMoney } from "@freight/domain/payments/arrived-money";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { planRefund, type PaymentParts } from "@freight/domain/payments/partial-refund";
import { PaymentFlow } from "@freight/domain/payments/payment-flow";
import { eq } from "drizzle-orm";
import { invoices, orders, paymentRefunds, payments } from "../db/schema/index.js";
import { badGateway, HttpError } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { createMessage } from "../notifications/messages.js";
import { lockOrder, refreshBillingStatus } from "../orders/order-lifecycle-service.js";
import { refreshReferrerLevel } from "../referrals/referral-level-service.js";
import { creditFundsBack, postLedgerEntry } from "./ledger-service.js";
import { subjectOf } from "./payable.js";
import type { PaymentsContext } from "./payment-service.js";
import { lockPaymentAndOwner } from "./payment-settlement.js";
import { refundThroughAuthorizeNet } from "./authorize-net-refund.js";
import type { PaymentRow } from "./payment-views.js";

type RefundRow = typeof paymentRefunds.$inferSelect;
type PaymentRefund = Schemas["PaymentRefund"];

function toPaymentRefund(row: RefundRow, paymentStatus: PaymentRow["status"]): PaymentRefund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amountCents,
    toGateway: row.gatewayCents,
    toBalance: row.balanceCents,
    toBonuses: row.bonusesCents,
    reason: row.reason,
    remaining: row.remainingCents,
    paymentStatus,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why a payment cannot be refunded in part (it is then refunded in full, or not at all). */
function partialRefundRefusal(payment: PaymentRow): string | undefined {
  if (payment.status !== "paid")
    return `Payment ${payment.id} is ${payment.status}; only a paid payment can be refunded`;
  if (payment.flow === PaymentFlow.TopUp) return "A top-up is refunded in full only";
  if (payment.arrivedAfterClose || payment.creditedBalanceCents > 0) {
    return "Part of this payment went to the customer's balance; refund it in full";
  }
  return undefined;
}

/** Where the gateway part of a refund goes: the card, the bank account, or back as an offline payment came. */
function refundedTo(payment: PaymentRow): string {
  if (payment.method === "offline") return `paid back to you as it came (${payment.reference})`;
  return `to your ${payment.method === "ach" ? "bank account" : "card"}`;
}

/** What earlier refunds of a payment gave back to each source. */
async function refundedParts(tx: Tx, paymentId: number): Promise<PaymentParts> {
  const rows = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  return {
    gatewayCents: sumCents(rows.map((row) => row.gatewayCents)),
    balanceCents: sumCents(rows.map((row) => row.balanceCents)),
    bonusesCents: sumCents(rows.map((row) => row.bonusesCents)),
  };
}

/** The order a payment's money was recorded on (an invoice's order for an invoice payment). */
async function orderIdOf(tx: Tx, payment: PaymentRow): Promise<number | null> {
  if (payment.orderId !== null) return payment.orderId;
  if (payment.invoiceId === null) return null;
  const [invoice] = await tx
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(eq(invoices.id, payment.invoiceId));
  return invoice?.orderId ?? null;
}

/** Sends the card or bank part back through the gateway, once per Idempotency-Key. */
async function refundThroughGateway(
  ctx: PaymentsContext,
  payment: PaymentRow,
  cents: number,
  idempotencyKey: string,
): Promise<string | null> {
  if (cents === 0) return null;
  if (payment.gateway === "authorize-net") {
    const { gatewayRefundId } = await refundThroughAuthorizeNet(
      ctx,
      payment,
      cents,
      `partial-${idempotencyKey}`,
    );
    return gatewayRefundId;
  }
  if (payment.gateway !== "stripe") return null;
  const stripe = ctx.gateways.stripe;
  if (!stripe || !payment.gatewayPaymentId)
    throw new HttpError(409, "This payment has no Stripe payment to refund");
  try {
    const refund = await stripe.client.refunds.create(
      { payment_intent: payment.gatewayPaymentId, amount: cents },
      { idempotencyKey: `partial-refund-${idempotencyKey}` },
    );
    return refund.id;
  } catch (error) {
    throw badGateway(
      `The card payment provider refused the refund: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Staff give back part of a paid order or invoice payment. One transaction holds the customer's funds, the
 * payment and the order from the first check to the last write, so parallel refunds of one payment run one after
 * the other and never give back more than it took; the card part goes back through the gateway inside it (a
 * gateway refusal changes nothing). The order records that much less as paid, the balance and bonus parts come
 * back through the ledger, the customer is told, and refunding what is left closes the payment as refunded (its
 * invoice cancelled, a referral bonus it earned clawed back, as a full refund does).
 */
export async function refundPartOfPayment(
  ctx: PaymentsContext,
  staffUserId: number,
  paymentId: number,
  idempotencyKey: string,
  request: Schemas["PartialRefundRequest"],
): Promise<{ refund: PaymentRefund; isReplay: boolean }> {
  const reason = request.reason.trim();
  if (!reason) throw new HttpError(400, "reason must say why the money is given back");
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([paymentId, request.amount, reason]))
    .digest("hex");
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentAndOwner(tx, paymentId);
    const [earlier] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.idempotencyKey, idempotencyKey));
    if (earlier) {
      if (earlier.requestFingerprint !== fingerprint) {
        throw new HttpError(409, "This Idempotency-Key was used for another refund");
      }
      return { refund: toPaymentRefund(earlier, payment.status), isReplay: true };
    }
    const refusal = partialRefundRefusal(payment);
    if (refusal) throw new HttpError(409, refusal);
    const plan = planRefund(
      {
        gatewayCents: payment.gatewayCents,
        balanceCents: payment.balanceCents,
        bonusesCents: payment.bonusesCents,
      },
      await refundedParts(tx, payment.id),
      request.amount,
    );
    if (!plan.ok) throw new HttpError(409, plan.reason);

    const orderId = await orderIdOf(tx, payment);
    const order = orderId === null ? undefined : await lockOrder(tx, orderId);
    // The order must still record the money as paid, and as this payment's: what it no longer holds (a return or
    // an earlier reversal took it) cannot be given back a second time.
    const takenBack = { toOrderCents: request.amount, toBalanceCents: 0 };
    const fromPayment = reverseCreditedMoney(takenBack, {
      orderPaidCents: payment.creditedOrderCents,
      balanceCents: 0,
    });
    const fromOrder = reverseCreditedMoney(takenBack, {
      orderPaidCents: order?.totalPaidCents ?? 0,
      balanceCents: 0,
    });
    if (!order || fromPayment.unrecoveredCents > 0 || fromOrder.unrecoveredCents > 0) {
      throw new HttpError(
        409,
        `The order records only ${formatCents(Math.min(fromPayment.fromOrderCents, fromOrder.fromOrderCents))} of payment ${payment.id} as paid; refund at most that`,
      );
    }

    const [claimed] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        staffUserId,
        idempotencyKey,
        requestFingerprint: fingerprint,
        amountCents: request.amount,
        gatewayCents: plan.gatewayCents,
        balanceCents: plan.balanceCents,
        bonusesCents: plan.bonusesCents,
        reason,
        remainingCents: plan.remainingAfterCents,
      })
      .onConflictDoNothing({ target: paymentRefunds.idempotencyKey })
      .returning();
    // The same key on another payment, claimed by a call that committed meanwhile.
    if (!claimed) throw new HttpError(409, "This Idempotency-Key was used for another refund");

    const now = ctx.now();
    const isFullyRefunded = plan.remainingAfterCents === 0;
    // Part of a payment given back while the rest stays paid is a credit: the order owes that much less. Giving
    // back the rest of it undoes the payment: the order owes that rest again, as after a full refund.
    await tx
      .update(orders)
      .set({
        totalPaidCents: fromOrder.orderPaidAfterCents,
        creditedCents: isFullyRefunded
          ? order.creditedCents
          : sumCents([order.creditedCents, request.amount]),
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await refreshBillingStatus(tx, order.id);
    const about = await subjectOf(tx, payment);
    // The card or bank part passes the balance by (a direct row), as it did when it was paid, so the customer's
    // history shows every part of the refund.
    await postLedgerEntry(tx, {
      userId: payment.userId,
      account: "balance",
      kind: "direct",
      amountCents: plan.gatewayCents,
      paymentId: payment.id,
      description: `Refunded ${refundedTo(payment)} from payment ${payment.id} for ${about}: ${reason}`,
    });
    await creditFundsBack(tx, {
      userId: payment.userId,
      paymentId: payment.id,
      bonusesCents: plan.bonusesCents,
      balanceCents: plan.balanceCents,
      description: `Refunded from payment ${payment.id} for ${about}: ${reason}`,
    });
    const status: PaymentRow["status"] = isFullyRefunded ? "refunded" : payment.status;
    await tx
      .update(payments)
      .set({
        status,
        creditedOrderCents: fromPayment.orderPaidAfterCents,
        updatedAt: now,
      })
      .where(eq(payments.id, payment.id));
    if (isFullyRefunded) {
      if (payment.invoiceId !== null) {
        await tx
          .update(invoices)
          .set({ status: InvoiceStatus.Cancelled })
          .where(eq(invoices.id, payment.invoiceId));
        await refreshBillingStatus(tx, order.id);
      }
      await refreshReferrerLevel(tx, payment.userId, { reversedOrderId: order.id, now });
    }
    const where = [
      plan.gatewayCents > 0 ? `${formatCents(plan.gatewayCents)} ${refundedTo(payment)}` : "",
      plan.balanceCents > 0 ? `${formatCents(plan.balanceCents)} to your balance` : "",
      plan.bonusesCents > 0 ? `${formatCents(plan.bonusesCents)} to your bonuses` : "",
    ]
      .filter(Boolean)
      .join(", ");
    await createMessage(tx, payment.userId, "paymentRefunded", {
      title: isFullyRefunded ? "Payment refunded" : "Part of your payment refunded",
      text: `${formatCents(request.amount)} of your payment for ${about} was refunded (${where}). Reason: ${reason}`,
    });
    // Last, so a refusal by the gateway leaves nothing written: the transaction rolls back with it.
    const gatewayRefundId = await refundThroughGateway(ctx, payment, plan.gatewayCents, idempotencyKey);
    const [applied] = await tx
      .update(paymentRefunds)
      .set({ gatewayRefundId })
      .where(eq(paymentRefunds.id, claimed.id))
      .returning();
    return { refund: toPaymentRefund(applied ?? claimed, status), isReplay: false };
  });
}
