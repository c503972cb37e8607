import { formatCents } from "@freight/domain/money/cents";
import type { Tx } from "../db/client.js";
import { isLateArrival, nextPaymentState, type PaymentEvent } from "@freight/domain/payments/payment-state";
import { eq } from "drizzle-orm";
import { payments } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import { refreshReferrerLevel } from "../referrals/referral-level-service.js";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.js";
import { creditFundsBack, lockUserFunds, postLedgerEntry } from "./ledger-service.js";
import { applyAbandoned, applyPaid, applyProcessing, applyReversal, subjectOf } from "./payable.js";
import type { PaymentRow } from "./payment-views.js";

/** Where settlement writes its log lines (the API's logger). */
export interface PaymentLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SettlementDetails {
  /** Money that arrives for a closed payment, and what could not be taken back, is logged here. */
  log: PaymentLog;
  gatewayPaymentId?: string;
  fingerprint?: string;
  reason?: string;
  /** false when a cancelled payment was only replaced by a new checkout (the order keeps waiting for it). */
  abandonsOrder?: boolean;
  /** The gateway's session is closed for good (nothing more can arrive through it). */
  sessionClosed?: boolean;
}

const gatewayLabel: Record<PaymentRow["method"], string> = {
  card: "card",
  ach: "ACH bank transfer",
  balance: "balance",
  bonus: "bonuses",
  offline: "an offline payment",
};

/** Gives back the bonuses and balance a payment had set aside or spent. */
async function giveBackFunds(tx: Tx, payment: PaymentRow, why: string): Promise<void> {
  await creditFundsBack(tx, {
    userId: payment.userId,
    paymentId: payment.id,
    bonusesCents: payment.bonusesCents,
    balanceCents: payment.balanceCents,
    description: `Given back: payment ${payment.id} ${why}`,
  });
}

/**
 * Locks a payment for settling: its customer's funds first, then the payment row. Locks are taken in one
 * order everywhere (the user, then the payment, then the order), as startPayment does, so a settlement and
 * a new checkout of the same customer wait for each other instead of deadlocking.
 */
export async function lockPaymentAndOwner(tx: Tx, paymentId: number): Promise<PaymentRow> {
  const [owner] = await tx
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!owner) throw notFound(`There is no payment ${paymentId}`);
  await lockUserFunds(tx, owner.userId);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for("no key update")
    .limit(1);
  if (!payment) throw notFound(`There is no payment ${paymentId}`);
  return payment;
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
  details: SettlementDetails,
  now = new Date(),
): Promise<PaymentRow> {
  const payment = await lockPaymentAndOwner(tx, paymentId);
  const next = nextPaymentState(payment.status, event);
  if (!next) return payment;
  // Money for a payment we had cancelled or replaced: its set-asides were given back when it closed, so only the
  // gateway's part arrives, and it is credited where it can still go.
  const arrivedAfterClose = payment.arrivedAfterClose || isLateArrival(payment.status, event);
  const updated: PaymentRow = {
    ...payment,
    status: next,
    arrivedAfterClose,
    updatedAt: now,
    gatewayPaymentId: details.gatewayPaymentId ?? payment.gatewayPaymentId,
    paymentFingerprint: details.fingerprint ?? payment.paymentFingerprint,
    failureReason: details.reason ?? payment.failureReason,
    settledAt: next === "paid" ? now : payment.settledAt,
  };
  const transition: Transition = { tx, payment, updated, details, now, about: await subjectOf(tx, payment) };
  switch (next) {
    case "paid":
      await onPaid(transition);
      break;
    case "processing":
      await onProcessing(transition);
      break;
    case "cancelled":
      await onClosedUnpaid(transition, next);
      break;
    case "failed":
      await onClosedUnpaid(transition, next);
      await recordWebhookEvent(tx, {
        accountUserId: payment.userId,
        type: "payment.failed",
        orderId: payment.orderId,
        payload: {
          payment: { id: payment.id, amountCents: payment.amountCents, flow: payment.flow, reason: updated.failureReason },
          order: payment.orderId === null ? null : { id: payment.orderId },
          invoice: payment.invoiceId === null ? null : { id: payment.invoiceId },
          shopOrder: payment.shopOrderId === null ? null : { id: payment.shopOrderId },
          at: now.toISOString(),
        },
        at: now,
      });
      break;
    case "returned":
    case "refunded":
      await onReversed(transition, next);
      break;
    case "pending":
      break;
  }
  await savePaymentState(tx, updated, { sessionClosed: details.sessionClosed, now });
  if (payment.flow !== "top-up" && (next === "paid" || next === "returned" || next === "refunded")) {
    await refreshReferrerLevel(tx, payment.userId, {
      reversedOrderId: next === "paid" ? undefined : payment.orderId,
      now,
    });
  }
  return updated;
}

/** One settlement step: the payment as it was, as it becomes (each step may add to it), and what it pays for. */
interface Transition {
  tx: Tx;
  payment: PaymentRow;
  updated: PaymentRow;
  details: SettlementDetails;
  now: Date;
  /** "order FR-…" or "invoice INV-…", as the customer's messages name it. */
  about: string;
}

function logged({ payment, about }: Transition) {
  return { paymentId: payment.id, userId: payment.userId, gateway: payment.gateway, about };
}

/** Paid: the order, invoice or balance receives the money; money for a closed checkout is credited where it can go. */
async function onPaid(transition: Transition): Promise<void> {
  const { tx, payment, updated, details, now, about } = transition;
  // Money staff recorded is named as they recorded it ("Check 1042").
  const via =
    payment.method === "offline" && payment.reference ? payment.reference : gatewayLabel[payment.method];
  const credited = await applyPaid(tx, updated, via, now);
  updated.creditedOrderCents = credited.toOrderCents;
  updated.creditedBalanceCents = credited.toBalanceCents;
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
  if (updated.arrivedAfterClose) {
    const where = [
      credited.toOrderCents > 0 ? `${formatCents(credited.toOrderCents)} was recorded on ${about}` : "",
      credited.toBalanceCents > 0 ? `${formatCents(credited.toBalanceCents)} was added to your balance` : "",
    ]
      .filter(Boolean)
      .join(" and ");
    await createMessage(tx, payment.userId, "paymentReceived", {
      title: "Payment received after the checkout closed",
      text: `Your payment of ${formatCents(payment.gatewayCents)} for ${about} reached us after that checkout had been closed or replaced. Nothing is lost: ${where}.`,
      type: "Success",
    });
    details.log.warn(
      { ...logged(transition), arrivedCents: payment.gatewayCents, ...credited },
      "Money arrived for a closed payment; credited to the order and/or the customer's balance",
    );
  } else if (payment.status === "processing") {
    await createMessage(tx, payment.userId, "paymentReceived", {
      title: "Bank transfer cleared",
      text: `Your ACH payment of ${formatCents(payment.gatewayCents)} for ${about} has cleared.`,
      type: "Success",
    });
  }
}

/** An ACH debit started: the booking is kept while the bank clears it. */
async function onProcessing(transition: Transition): Promise<void> {
  const { tx, payment, updated, details, now, about } = transition;
  if (updated.arrivedAfterClose) {
    await createMessage(tx, payment.userId, "paymentProcessing", {
      title: "Bank transfer received after the checkout closed",
      text: `Your bank is debiting ${formatCents(payment.gatewayCents)} for ${about} from a checkout that had been closed or replaced. When it clears we credit it to ${about} if it still owes it, otherwise to your balance.`,
    });
    details.log.warn(
      { ...logged(transition), processingCents: payment.gatewayCents },
      "An ACH debit started for a closed payment; it will be credited when it clears",
    );
    return;
  }
  await applyProcessing(tx, updated, now);
  await createMessage(tx, payment.userId, "paymentProcessing", {
    title: "Bank transfer processing",
    text: `Your ACH payment of ${formatCents(payment.gatewayCents)} for ${about} is processing. We will tell you when your bank clears it; your booking is kept meanwhile.`,
  });
}

/** Cancelled or failed before money arrived: set-asides come back, an abandoned checkout releases its order. */
async function onClosedUnpaid(
  { tx, payment, updated, details, now, about }: Transition,
  next: "cancelled" | "failed",
) {
  // A late debit that fails never counted and its set-asides came back when the payment first closed.
  if (!updated.arrivedAfterClose) {
    await giveBackFunds(tx, payment, next === "cancelled" ? "was cancelled" : "did not go through");
  }
  if (payment.status === "pending" && next === "cancelled" && details.abandonsOrder !== false) {
    await applyAbandoned(tx, updated, now);
  }
  if (payment.status === "processing") {
    await createMessage(tx, payment.userId, "paymentReturned", {
      title: "Bank transfer returned",
      text: updated.arrivedAfterClose
        ? `Your bank returned the ACH payment of ${formatCents(payment.gatewayCents)} for ${about}; nothing was charged.`
        : `Your bank returned the ACH payment of ${formatCents(payment.gatewayCents)} for ${about}. The amount is due again; please pay it from the payment page.`,
      type: "Warning",
      ...(updated.arrivedAfterClose ? {} : { button1Text: "Pay now", button1Command: "/portal/payment" }),
    });
  }
}

/** Returned by the bank or refunded: the money is taken back from where it went; what was spent is recorded. */
async function onReversed(transition: Transition, next: "returned" | "refunded"): Promise<void> {
  const { tx, payment, updated, details, now, about } = transition;
  const unrecovered = await applyReversal(tx, updated, next, now);
  if (!updated.arrivedAfterClose) {
    await giveBackFunds(tx, payment, next === "returned" ? "was returned by the bank" : "was refunded");
  }
  if (unrecovered > 0) {
    updated.unrecoveredCents = unrecovered;
    updated.failureReason = `${formatCents(unrecovered)} of this payment had already been spent`;
    details.log.warn(
      { ...logged(transition), unrecoveredCents: unrecovered, event: next },
      "A reversed payment had already been spent in part",
    );
  }
  await createMessage(
    tx,
    payment.userId,
    next === "returned" ? "paymentReturned" : "paymentRefunded",
    next === "returned"
      ? {
          title: "Bank transfer returned",
          text: `Your bank returned the ACH payment of ${formatCents(payment.gatewayCents)} for ${about}. ${
            payment.creditedOrderCents > 0
              ? `The amount of ${formatCents(payment.creditedOrderCents)} is due again.`
              : "It was taken back from your balance."
          }`,
          type: "Warning",
          button1Text: "Pay now",
          button1Command: "/portal/payment",
        }
      : {
          title: "Payment refunded",
          text: `Your payment of ${formatCents(updated.arrivedAfterClose ? payment.gatewayCents : payment.amountCents)} for ${about} was refunded.`,
        },
  );
}

async function savePaymentState(
  tx: Tx,
  updated: PaymentRow,
  { sessionClosed, now }: { sessionClosed?: boolean; now: Date },
): Promise<void> {
  const next = updated.status;
  await tx
    .update(payments)
    .set({
      status: updated.status,
      updatedAt: updated.updatedAt,
      gatewayPaymentId: updated.gatewayPaymentId,
      paymentFingerprint: updated.paymentFingerprint,
      failureReason: updated.failureReason,
      settledAt: updated.settledAt,
      arrivedAfterClose: updated.arrivedAfterClose,
      creditedOrderCents: updated.creditedOrderCents,
      creditedBalanceCents: updated.creditedBalanceCents,
      unrecoveredCents: updated.unrecoveredCents,
      // Nothing more can arrive through a session that ended in money (or was refused by the bank).
      gatewayClosedAt:
        !sessionClosed && (next === "cancelled" || next === "pending" || next === "processing")
          ? updated.gatewayClosedAt
          : (updated.gatewayClosedAt ?? now),
    })
    .where(eq(payments.id, updated.id));
}

/**
 * The gateway captured another amount than we asked for (never expected: a misconfigured or tampered session). The
 * checkout is not fulfilled on it, but that money is not ignored either: an open payment is closed (its set-asides
 * come back) and what the gateway captured is credited to the customer's balance, once, with a message and a log
 * line. The payment then counts as paid with that credit, so a refund takes exactly it back.
 */
export async function creditUnexpectedAmount(
  tx: Tx,
  paymentId: number,
  capturedCents: number,
  details: SettlementDetails,
  now: Date,
): Promise<PaymentRow> {
  let payment = await lockPaymentAndOwner(tx, paymentId);
  const reason = `The gateway captured ${formatCents(capturedCents)} instead of ${formatCents(payment.gatewayCents)}`;
  if (payment.status === "pending") {
    payment = await settlePayment(
      tx,
      paymentId,
      "cancelled",
      { ...details, reason, abandonsOrder: false },
      now,
    );
  }
  // Only a payment that has not counted yet takes it (a replay finds it paid and changes nothing).
  if (payment.status !== "cancelled") return payment;
  await postLedgerEntry(tx, {
    userId: payment.userId,
    account: "balance",
    kind: "increase",
    amountCents: capturedCents,
    paymentId: payment.id,
    description: `${reason} for payment ${payment.id}; the amount went to your balance`,
  });
  const about = await subjectOf(tx, payment);
  await createMessage(tx, payment.userId, "paymentReceived", {
    title: "Payment received: added to your balance",
    text: `The payment gateway charged ${formatCents(capturedCents)} for ${about}, not the ${formatCents(payment.gatewayCents)} we asked for. We did not apply it to ${about}; the full amount was added to your balance.`,
    type: "Warning",
  });
  details.log.warn(
    {
      paymentId: payment.id,
      userId: payment.userId,
      gateway: payment.gateway,
      capturedCents,
      expectedCents: payment.gatewayCents,
    },
    "A gateway captured an unexpected amount; credited to the customer's balance",
  );
  const [updated] = await tx
    .update(payments)
    .set({
      status: "paid",
      arrivedAfterClose: true,
      creditedBalanceCents: capturedCents,
      failureReason: reason,
      gatewayPaymentId: details.gatewayPaymentId ?? payment.gatewayPaymentId,
      paymentFingerprint: details.fingerprint ?? payment.paymentFingerprint,
      settledAt: now,
      updatedAt: now,
      gatewayClosedAt: payment.gatewayClosedAt ?? now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated ?? payment;
}
