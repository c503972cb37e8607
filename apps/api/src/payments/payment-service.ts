import { isPaymentOpen } from "@freight/domain/payments/payment-state";
import { ORDER_STATUSES_CLOSED_FOR_PAYMENT } from "@freight/domain/payments/order-owed";
import { and, eq, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import type { Env } from "../env.js";
import { orders, payments } from "../db/schema/index.js";
import { badGateway, badRequest, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { Gateways } from "./gateway-registry.js";
import { GatewayError, isThroughGateway, type GatewayOutcome } from "./gateways/payment-gateway.js";
import {} from "./ledger-service.js";
import { creditUnexpectedAmount, settlePayment, type PaymentLog } from "./payment-settlement.js";
import { toPaymentResult, type PaymentRow } from "./payment-views.js";

export interface PaymentsContext {
  db: Database;
  env: Env;
  gateways: Gateways;
  /** Money that arrives for a closed payment is logged here (besides the customer's message). */
  log: PaymentLog;
  /** The clock; tests pass their own. */
  now: () => Date;
}

/**
 * Closes the gateway session of a payment we cancelled or replaced, so it can no longer be paid (sandbox: the
 * session is closed; Stripe: the Checkout Session is expired). When the gateway refuses (paid or clearing a moment
 * ago) or cannot close it (Authorize.net's hosted form token cannot be revoked; it lapses after 15 minutes), its own
 * answer decides: money it holds is credited. A session that is closed, or past its lifetime at the gateway, is
 * marked closed; until then the sweeper asks again. Never throws: a gateway that cannot be reached is asked later.
 */
export async function closeGatewaySession(
  ctx: PaymentsContext,
  payment: PaymentRow,
  now: Date,
): Promise<void> {
  if (!isThroughGateway(payment.gateway) || !payment.gatewaySessionId || payment.gatewayClosedAt) return;
  const markClosed = () =>
    ctx.db
      .update(payments)
      .set({ gatewayClosedAt: now })
      .where(and(eq(payments.id, payment.id), isNull(payments.gatewayClosedAt)));
  try {
    const gateway = ctx.gateways.byName(payment.gateway);
    if (gateway.cancelSession) {
      try {
        await gateway.cancelSession(payment.gatewaySessionId);
        await markClosed();
        return;
      } catch {
        // Refused or unreachable: ask how the session stands instead.
      }
    }
    const outcome = await gateway.lookup({ paymentId: payment.id, sessionId: payment.gatewaySessionId });
    if (outcome.status !== "open") {
      await applyGatewayOutcome(ctx, payment.id, outcome, now);
      await markClosed();
      return;
    }
    if (
      now.getTime() - payment.createdAt.getTime() >
      gateway.sessionLifetimeMs + SESSION_LIFETIME_MARGIN_MS
    ) {
      await markClosed();
    }
  } catch (error) {
    ctx.log.warn(
      { err: error, paymentId: payment.id, gateway: payment.gateway },
      "Could not close a cancelled payment's gateway session; the sweeper asks again",
    );
  }
}

/** How long after a session's lifetime at the gateway we still ask about it (clock skew, late captures). */
const SESSION_LIFETIME_MARGIN_MS = 60 * 60 * 1000;

/** The caller's payment, or 404 (another user's payment is unknown). */
export async function findUserPayment(db: Database, userId: number, paymentId: number): Promise<PaymentRow> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  if (!payment) throw notFound(`There is no payment ${paymentId}`);
  return payment;
}

const eventOf: Record<GatewayOutcome["status"], Parameters<typeof settlePayment>[2] | undefined> = {
  open: undefined,
  processing: "processing",
  paid: "paid",
  failed: "failed",
  cancelled: "cancelled",
  returned: "returned",
};

/** Settles a payment from the gateway's own answer (a lookup or a verified webhook), in the caller's transaction. */
export async function applyGatewayOutcomeIn(
  ctx: Pick<PaymentsContext, "log">,
  tx: Tx,
  paymentId: number,
  outcome: GatewayOutcome,
  now: Date,
): Promise<PaymentRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) throw notFound(`There is no payment ${paymentId}`);
  const event = eventOf[outcome.status];
  if (!event) return payment;
  const details = {
    gatewayPaymentId: outcome.gatewayPaymentId,
    fingerprint: outcome.fingerprint,
    log: ctx.log,
  };
  if (event === "paid" && outcome.amountCents !== undefined && outcome.amountCents !== payment.gatewayCents) {
    // The gateway charged another amount than we asked for: never fulfil on it, never ignore the money either.
    return creditUnexpectedAmount(tx, paymentId, outcome.amountCents, details, now);
  }
  return settlePayment(tx, paymentId, event, details, now);
}

function applyGatewayOutcome(
  ctx: Pick<PaymentsContext, "db" | "log">,
  paymentId: number,
  outcome: GatewayOutcome,
  now: Date,
): Promise<PaymentRow> {
  return ctx.db.transaction((tx) => applyGatewayOutcomeIn(ctx, tx, paymentId, outcome, now));
}

/**
 * After the browser came back: asks the gateway how the payment stands and settles it. The browser's word
 * is never taken for it; a session id that is not this payment's is refused.
 */
export async function verifyPayment(
  ctx: PaymentsContext,
  userId: number,
  reference: Schemas["PaymentReference"],
): Promise<Schemas["PaymentResult"]> {
  const payment = await findUserPayment(ctx.db, userId, reference.paymentId);
  // A cancelled or replaced payment whose page may still have been paid is asked about too: that money counts.
  const mayStillReceive = payment.status === "cancelled" && payment.gatewayClosedAt === null;
  if ((!isPaymentOpen(payment.status) && !mayStillReceive) || !isThroughGateway(payment.gateway))
    return toPaymentResult(payment);
  if (
    reference.sessionId &&
    payment.gateway === "stripe" &&
    reference.sessionId !== payment.gatewaySessionId
  ) {
    throw badRequest("This session does not belong to this payment", "sessionId");
  }
  if (!payment.gatewaySessionId) return toPaymentResult(payment);
  let outcome: GatewayOutcome;
  try {
    outcome = await ctx.gateways.byName(payment.gateway).lookup({
      paymentId: payment.id,
      sessionId: payment.gatewaySessionId,
      transactionId: reference.transactionId,
    });
  } catch (error) {
    if (error instanceof GatewayError) throw badGateway(error.message);
    throw error;
  }
  if (outcome.paymentId !== undefined && outcome.paymentId !== payment.id) return toPaymentResult(payment);
  return toPaymentResult(await applyGatewayOutcome(ctx, payment.id, outcome, ctx.now()));
}

/**
 * The customer abandoned the gateway page. The gateway is asked first: money it already took settles the
 * payment instead. Otherwise the gateway's session is closed (so it cannot be paid later), the payment is
 * cancelled and what it set aside comes back.
 */
export async function cancelPayment(
  ctx: PaymentsContext,
  userId: number,
  reference: Schemas["PaymentReference"],
): Promise<Schemas["PaymentResult"]> {
  const verified = await verifyPayment(ctx, userId, reference);
  if (verified.status !== "pending") return verified;
  return toPaymentResult(
    await abandonPayment(
      ctx,
      await findUserPayment(ctx.db, userId, reference.paymentId),
      "Cancelled by the customer",
    ),
  );
}

/** Closes the payment's gateway session and cancels it, unless the gateway reports it paid meanwhile. */
async function abandonPayment(
  ctx: PaymentsContext,
  payment: PaymentRow,
  reason: string,
): Promise<PaymentRow> {
  let sessionClosed = false;
  if (isThroughGateway(payment.gateway) && payment.gatewaySessionId) {
    const gateway = ctx.gateways.byName(payment.gateway);
    try {
      if (gateway.cancelSession) {
        await gateway.cancelSession(payment.gatewaySessionId);
        sessionClosed = true;
      }
    } catch {
      // Refused (e.g. paid a moment ago): whatever the gateway now says decides.
      const outcome = await gateway.lookup({ paymentId: payment.id, sessionId: payment.gatewaySessionId });
      if (outcome.status !== "open") return applyGatewayOutcome(ctx, payment.id, outcome, ctx.now());
    }
  }
  // A session that could not be closed stays with the sweeper, which credits any money that still arrives.
  return ctx.db.transaction((tx) =>
    settlePayment(tx, payment.id, "cancelled", { reason, log: ctx.log, sessionClosed }, ctx.now()),
  );
}

/** Pending payments older than this are abandoned (a Stripe Checkout Session lives 24 hours). */
const STALE_PAYMENT_MS = 24 * 60 * 60 * 1000;

/**
 * Gives back what abandoned payments set aside: a payment still pending a day after it started, or a
 * pre-payment whose order no longer takes payments (cancelled in any way, or failed), is settled from the gateway's answer
 * or cancelled. Runs every few minutes in the API; tests pass the clock.
 */
export async function expireStalePayments(ctx: PaymentsContext, now: Date): Promise<number> {
  const stale = await ctx.db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, "pending"),
        or(
          lt(payments.createdAt, new Date(now.getTime() - STALE_PAYMENT_MS)),
          and(
            eq(payments.flow, "pre-payment"),
            inArray(orders.status, [...ORDER_STATUSES_CLOSED_FOR_PAYMENT]),
          ),
        ),
      ),
    )
    .limit(200);
  let settled = 0;
  for (const { payment } of stale) {
    try {
      if (payment.gatewaySessionId && isThroughGateway(payment.gateway)) {
        const outcome = await ctx.gateways
          .byName(payment.gateway)
          .lookup({ paymentId: payment.id, sessionId: payment.gatewaySessionId });
        if (outcome.status !== "open") {
          await applyGatewayOutcome(ctx, payment.id, outcome, now);
          settled += 1;
          continue;
        }
      }
      await abandonPayment(ctx, payment, "Abandoned: not completed in time");
      settled += 1;
    } catch {
      // A gateway that cannot be reached now is asked again on the next run.
    }
  }
  settled += await closeCancelledSessions(ctx, now);
  settled += await askAboutClearingDebits(ctx, now);
  return settled;
}

/** How long an ACH debit may clear before the sweeper asks the gateway instead of waiting for its webhook. */
const CLEARING_CHECK_AFTER_MS = 60 * 60 * 1000;

/**
 * ACH debits still clearing an hour after their last change: the gateway is asked, so a cleared or returned debit
 * whose webhook was lost is settled all the same.
 */
async function askAboutClearingDebits(ctx: PaymentsContext, now: Date): Promise<number> {
  const clearing = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "processing"),
        ne(payments.gateway, "none"),
        isNotNull(payments.gatewaySessionId),
        lt(payments.updatedAt, new Date(now.getTime() - CLEARING_CHECK_AFTER_MS)),
      ),
    )
    .orderBy(payments.id)
    .limit(200);
  let settled = 0;
  for (const payment of clearing) {
    if (!isThroughGateway(payment.gateway) || !payment.gatewaySessionId) continue;
    try {
      const outcome = await ctx.gateways
        .byName(payment.gateway)
        .lookup({ paymentId: payment.id, sessionId: payment.gatewaySessionId });
      if (outcome.status === "open" || outcome.status === "processing") continue;
      const after = await applyGatewayOutcome(ctx, payment.id, outcome, now);
      if (after.status !== "processing") settled += 1;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: payment.id }, "Could not ask the gateway about a clearing debit");
    }
  }
  return settled;
}

/**
 * Cancelled or replaced payments whose gateway session is not known to be closed: close it, or credit the money
 * the gateway took meanwhile (a missed webhook, a page paid as it was being closed). Answers how many were settled.
 */
async function closeCancelledSessions(ctx: PaymentsContext, now: Date): Promise<number> {
  const unclosed = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "cancelled"),
        ne(payments.gateway, "none"),
        isNotNull(payments.gatewaySessionId),
        isNull(payments.gatewayClosedAt),
      ),
    )
    .orderBy(payments.id)
    .limit(200);
  let settled = 0;
  for (const payment of unclosed) {
    await closeGatewaySession(ctx, payment, now);
    const [after] = await ctx.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, payment.id));
    if (after && after.status !== "cancelled") settled += 1;
  }
  return settled;
}

/** The payments feature's context, built once per app. */
export function createPaymentsContext(
  { db, env, log }: { db: Database; env: Env; log: PaymentLog },
  gateways: Gateways,
  now: () => Date = () => new Date(),
): PaymentsContext {
  return { db, env, gateways, log, now };
}
