import { formatCents } from "@freight/domain/money/cents";
import { nextPaymentState, type PaymentEvent } from "@freight/domain/payments/payment-state";
import { eq } from "drizzle-orm";
import { payments } from "../../db/schema/index.js";
import { notFound } from "../../http/http-error.js";
import { createMessage } from "../accounts/messages.js";
import { refreshReferrerLevel } from "../referrals/referral-level-service.js";
import { lockUserFunds, postLedgerEntry, type Tx } from "./ledger-service.js";
import { applyAbandoned, applyPaid, applyProcessing, applyReversal, subjectOf } from "./payable.js";
import type { PaymentRow } from "./payment-views.js";

export interface SettlementDetails {
  gatewayPaymentId?: string;
  fingerprint?: string;
  reason?: string;
  /** false when a cancelled payment was only replaced by a new checkout (the order keeps waiting for it). */
  abandonsOrder?: boolean;
}

const gatewayLabel: Record<PaymentRow["method"], string> = {
  card: "card",
  ach: "ACH bank transfer",
  balance: "balance",
  bonus: "bonuses",
};

/** Gives back the bonuses and balance a payment had set aside or spent. */
async function giveBackFunds(tx: Tx, payment: PaymentRow, why: string): Promise<void> {
  for (const [account, cents] of [
    ["bonuses", payment.bonusesCents],
    ["balance", payment.balanceCents],
  ] as const) {
    await postLedgerEntry(tx, {
      userId: payment.userId,
      account,
      kind: "increase",
      amountCents: cents,
      paymentId: payment.id,
      description: `Given back: payment ${payment.id} ${why}`,
    });
  }
}

/**
 * Moves a payment on a gateway event inside the caller's transaction, with every effect: the order, invoice or
 * balance it pays, bonuses and balance given back, messages to the customer, the referrer's level. An event the
 * payment's state does not accept (a replay, a late cancel) changes nothing and answers the payment as it is.
 */
export async function settlePayment(
  tx: Tx,
  paymentId: number,
  event: PaymentEvent,
  details: SettlementDetails = {},
  now = new Date(),
): Promise<PaymentRow> {
  const [owner] = await tx
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!owner) throw notFound(`There is no payment ${paymentId}`);
  // Locks in one order everywhere (the user, then the payment, then the order), as startPayment does,
  // so a settlement and a new checkout of the same customer wait for each other instead of deadlocking.
  const held = await lockUserFunds(tx, owner.userId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update").limit(1);
  if (!payment) throw notFound(`There is no payment ${paymentId}`);
  const next = nextPaymentState(payment.status, event);
  if (!next) return payment;
  const updated: PaymentRow = {
    ...payment,
    status: next,
    updatedAt: now,
    gatewayPaymentId: details.gatewayPaymentId ?? payment.gatewayPaymentId,
    paymentFingerprint: details.fingerprint ?? payment.paymentFingerprint,
    failureReason: details.reason ?? payment.failureReason,
    settledAt: next === "paid" ? now : payment.settledAt,
  };
  const amount = formatCents(payment.amountCents);
  const about = await subjectOf(tx, payment);
  switch (next) {
    case "paid": {
      const via = gatewayLabel[payment.method];
      await applyPaid(tx, updated, via, now);
      if (payment.gatewayCents > 0 && payment.flow !== "top-up") {
        await postLedgerEntry(tx, {
          userId: payment.userId,
          account: "balance",
          kind: "direct",
          amountCents: payment.gatewayCents,
          paymentId: payment.id,
          description: `Paid by ${via} for ${about} (payment ${payment.id})`,
        });
      }
      if (payment.status === "processing") {
        await createMessage(tx, payment.userId, {
          title: "Bank transfer cleared",
          text: `Your ACH payment of ${formatCents(payment.gatewayCents)} for ${about} has cleared.`,
          type: "Success",
        });
      }
      break;
    }
    case "processing":
      await applyProcessing(tx, updated, now);
      await createMessage(tx, payment.userId, {
        title: "Bank transfer processing",
        text: `Your ACH payment of ${formatCents(payment.gatewayCents)} for ${about} is processing. We will tell you when your bank clears it; your booking is kept meanwhile.`,
      });
      break;
    case "cancelled":
    case "failed":
      await giveBackFunds(tx, payment, next === "cancelled" ? "was cancelled" : "did not go through");
      if (payment.status === "pending" && next === "cancelled" && details.abandonsOrder !== false) {
        await applyAbandoned(tx, updated, now);
      }
      if (payment.status === "processing") {
        await createMessage(tx, payment.userId, {
          title: "Bank transfer returned",
          text: `Your bank returned the ACH payment of ${formatCents(payment.gatewayCents)} for ${about}. The amount is due again; please pay it from the payment page.`,
          type: "Warning",
          button1Text: "Pay now",
          button1Command: "/portal/payment",
        });
      }
      break;
    case "returned":
    case "refunded": {
      const shortfall = await applyReversal(tx, updated, held, next, now);
      await giveBackFunds(tx, payment, next === "returned" ? "was returned by the bank" : "was refunded");
      if (shortfall > 0)
        updated.failureReason = `${formatCents(shortfall)} of the top-up had already been spent`;
      await createMessage(
        tx,
        payment.userId,
        next === "returned"
          ? {
              title: "Bank transfer returned",
              text: `Your bank returned the ACH payment of ${formatCents(payment.gatewayCents)} for ${about}. The amount of ${amount} is due again.`,
              type: "Warning",
              button1Text: "Pay now",
              button1Command: "/portal/payment",
            }
          : {
              title: "Payment refunded",
              text: `Your payment of ${amount} for ${about} was refunded.`,
            },
      );
      break;
    }
    case "pending":
      break;
  }
  await tx
    .update(payments)
    .set({
      status: updated.status,
      updatedAt: updated.updatedAt,
      gatewayPaymentId: updated.gatewayPaymentId,
      paymentFingerprint: updated.paymentFingerprint,
      failureReason: updated.failureReason,
      settledAt: updated.settledAt,
    })
    .where(eq(payments.id, payment.id));
  if (payment.flow !== "top-up" && (next === "paid" || next === "returned" || next === "refunded")) {
    await refreshReferrerLevel(tx, payment.userId, {
      reversedOrderId: next === "paid" ? undefined : payment.orderId,
      now,
    });
  }
  return updated;
}
