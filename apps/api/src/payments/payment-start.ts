import { createHash } from "node:crypto";
import { splitCharge } from "@freight/domain/payments/charge-split";
import { isPaymentOpen } from "@freight/domain/payments/payment-state";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { payments, users } from "../db/schema/index.js";
import { badGateway, badRequest, HttpError } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import type { GatewayChoice, Gateways } from "./gateway-registry.js";
import { GatewayError } from "./gateways/payment-gateway.js";
import { lockUserFunds, postLedgerEntry } from "./ledger-service.js";
import { resolvePayable } from "./payable.js";
import { cancelUrl, successUrl } from "./payment-urls.js";
import { settlePayment } from "./payment-settlement.js";
import { toCheckoutResult, type PaymentRow } from "./payment-views.js";
import { closeGatewaySession, type PaymentsContext } from "./payment-service.js";
import { contactEmail } from "../db/contact-email.js";

// Starting a payment: the checkout call, its replays (Idempotency-Key) and the checkouts it replaces.

type CheckoutRequest = Schemas["CheckoutRequest"];

function requestFingerprint(request: CheckoutRequest, choice: GatewayChoice): string {
  const canonical = JSON.stringify([
    choice,
    request.flow,
    request.method,
    request.orderId ?? null,
    request.invoiceId ?? null,
    request.amount ?? null,
    request.useBonuses,
    request.useBalance,
    // Appended only when given, so the fingerprints of earlier flows' keys stay what they were.
    ...(request.shopOrderId === undefined ? [] : [request.shopOrderId]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

function checkMethod(request: CheckoutRequest): void {
  if (request.method === "apple-pay" || request.method === "google-pay") {
    throw badRequest(
      `${request.method === "apple-pay" ? "Apple Pay" : "Google Pay"} is not offered yet; pay by card or ACH`,
      "method",
    );
  }
  if (request.flow === "top-up" && (request.method === "balance" || request.method === "bonus")) {
    throw badRequest("A top-up is paid by card or ACH", "method");
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === "23505";
}

async function findByKey(
  db: Pick<Database, "select">,
  userId: number,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    .limit(1);
  return row;
}

function gatewayRedirect(ctx: PaymentsContext, payment: PaymentRow) {
  if (!payment.gatewaySessionId) return undefined;
  const url =
    payment.gateway === "authorize-net" && ctx.env.payments.authorizeNet
      ? ctx.env.payments.authorizeNet.hostedFormUrl
      : (payment.redirectUrl ?? undefined);
  if (!url) return undefined;
  return {
    url,
    method: payment.gateway === "authorize-net" ? ("POST" as const) : ("GET" as const),
    sessionId: payment.gatewaySessionId,
  };
}

/** The first call's answer again, for a repeated Idempotency-Key. */
function replay(ctx: PaymentsContext, payment: PaymentRow, fingerprint: string): Schemas["CheckoutResult"] {
  if (payment.requestFingerprint !== fingerprint) {
    throw new HttpError(409, "This Idempotency-Key was already used for a different payment; make a new key");
  }
  if (payment.gatewayCents === 0 || !isPaymentOpen(payment.status)) {
    if (payment.status === "paid" || payment.gatewayCents === 0) return toCheckoutResult(payment);
    throw new HttpError(409, `This payment is ${payment.status}; start a new one with a new Idempotency-Key`);
  }
  const redirect = gatewayRedirect(ctx, payment);
  if (!redirect) throw new HttpError(409, "This payment is still being started; try again in a moment");
  return toCheckoutResult(payment, redirect);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A repeated key whose first call is still talking to the gateway waits (a few seconds at most) for that call's
 * session, so a double click gets the same page instead of an error.
 */
async function replayWhenStarted(ctx: PaymentsContext, payment: PaymentRow, fingerprint: string) {
  let current = payment;
  for (
    let attempt = 0;
    attempt < 50 && current.status === "pending" && current.gatewayCents > 0 && !current.gatewaySessionId;
    attempt += 1
  ) {
    await sleep(100);
    const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
    if (fresh) current = fresh;
  }
  return replay(ctx, current, fingerprint);
}

/**
 * Starts any payment flow: the payment is reserved under the customer's row lock (reservePayment), the checkouts
 * it replaced are closed at their gateway after the commit, and what bonuses and balance do not cover opens a
 * session at the gateway (openGatewayCheckout). A charge they cover is settled at once.
 */
export async function startPayment(
  ctx: PaymentsContext,
  {
    userId,
    request,
    idempotencyKey,
    choice,
  }: { userId: number; request: CheckoutRequest; idempotencyKey: string; choice: GatewayChoice },
): Promise<Schemas["CheckoutResult"]> {
  checkMethod(request);
  const fingerprint = requestFingerprint(request, choice);
  const earlier = await findByKey(ctx.db, userId, idempotencyKey);
  if (earlier) return replayWhenStarted(ctx, earlier, fingerprint);
  const gateway = ctx.gateways.forChoice(choice);

  let reserved: ReservedPayment;
  try {
    reserved = await ctx.db.transaction((tx) =>
      reservePayment(ctx, tx, { userId, request, idempotencyKey, fingerprint, gatewayName: gateway.name }),
    );
  } catch (error) {
    // Two first calls with one key raced past the lookup; the unique key keeps only one.
    if (isUniqueViolation(error)) {
      const winner = await findByKey(ctx.db, userId, idempotencyKey);
      if (winner) return replayWhenStarted(ctx, winner, fingerprint);
    }
    throw error;
  }
  if ("replayOf" in reserved) return replayWhenStarted(ctx, reserved.replayOf, fingerprint);
  // The replaced checkouts' gateway pages are closed now, after the commit (never a network call under the lock).
  // Closing can lose the race with a customer paying there: such money is credited all the same (settlePayment).
  for (const old of reserved.replaced) await closeGatewaySession(ctx, old, ctx.now());
  const { payment, description } = reserved;
  if (payment.gatewayCents === 0) return toCheckoutResult(payment);
  return openGatewayCheckout(ctx, { payment, gateway, description, idempotencyKey, userId });
}

type ReservedPayment =
  { payment: PaymentRow; description: string; replaced: PaymentRow[] } | { replayOf: PaymentRow };

/**
 * Under the customer's row lock: the amount due, the split (bonuses, then balance, then the gateway), the payment
 * row and the ledger rows for what bonuses and balance paid. Open checkouts for the same order or invoice are
 * replaced (answered so the caller closes their gateway pages after the commit).
 */
async function reservePayment(
  ctx: PaymentsContext,
  tx: Tx,
  {
    userId,
    request,
    idempotencyKey,
    fingerprint,
    gatewayName,
  }: {
    userId: number;
    request: CheckoutRequest;
    idempotencyKey: string;
    fingerprint: string;
    gatewayName: PaymentRow["gateway"];
  },
): Promise<ReservedPayment> {
  const now = ctx.now();
  const funds = await lockUserFunds(tx, userId);
  // A double click waited for the lock above; it finds the first click's payment here.
  const concurrent = await findByKey(tx, userId, idempotencyKey);
  if (concurrent) return { replayOf: concurrent };
  const payable = await resolvePayable(tx, userId, request, now);
  const replaced = await supersedeOpenPayments(ctx, tx, userId, payable, now);
  const spendOnly = request.method === "balance" || request.method === "bonus";
  const split = splitCharge({
    flow: payable.flow,
    amountDueCents: payable.amountDueCents,
    bonusesAvailableCents: funds.bonusesCents,
    balanceAvailableCents: funds.balanceCents,
    useBonuses: request.useBonuses || request.method === "bonus",
    useBalance: request.useBalance || request.method === "balance",
  });
  if (spendOnly && split.toGatewayCents > 0) {
    throw new HttpError(
      409,
      `Your ${request.method === "bonus" ? "bonuses" : "balance"} do not cover this payment; turn on card or ACH for the remaining amount`,
    );
  }
  const covered = split.toGatewayCents === 0;
  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      flow: payable.flow,
      method: spendOnly ? (request.method as "balance" | "bonus") : (request.method as "card" | "ach"),
      gateway: covered ? "none" : gatewayName,
      status: "pending",
      orderId: payable.orderId,
      invoiceId: payable.invoiceId,
      shopOrderId: payable.shopOrderId,
      amountCents: payable.amountDueCents,
      bonusesCents: split.fromBonusesCents,
      balanceCents: split.fromBalanceCents,
      gatewayCents: split.toGatewayCents,
      idempotencyKey,
      requestFingerprint: fingerprint,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!payment) throw new Error("The payment row was not written");
  for (const [account, cents] of [
    ["bonuses", split.fromBonusesCents],
    ["balance", split.fromBalanceCents],
  ] as const) {
    await postLedgerEntry(tx, {
      userId,
      account,
      kind: "decrease",
      amountCents: cents,
      paymentId: payment.id,
      description: `${payable.description} (payment ${payment.id})`,
    });
  }
  const settled = covered ? await settlePayment(tx, payment.id, "paid", { log: ctx.log }, now) : payment;
  return { payment: settled, description: payable.description, replaced };
}

/**
 * Opens the gateway's page for the part bonuses and balance do not cover. The session id is stored whatever
 * happened meanwhile; a gateway that refuses or cannot be reached fails the payment (its set-asides come back).
 */
async function openGatewayCheckout(
  ctx: PaymentsContext,
  {
    payment,
    gateway,
    description,
    idempotencyKey,
    userId,
  }: {
    payment: PaymentRow;
    gateway: ReturnType<Gateways["forChoice"]>;
    description: string;
    idempotencyKey: string;
    userId: number;
  },
): Promise<Schemas["CheckoutResult"]> {
  const [customer] = await ctx.db
    .select({ email: contactEmail })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  try {
    const session = await gateway.startSession({
      paymentId: payment.id,
      amountCents: payment.gatewayCents,
      method: payment.method === "ach" ? "ach" : "card",
      description: description || describePayment(payment),
      customerEmail: customer?.email ?? "",
      successUrl: successUrl(ctx.env.portalUrl, payment),
      cancelUrl: cancelUrl(ctx.env.portalUrl, payment),
      idempotencyKey,
    });
    // The session id is stored whatever happened meanwhile, so a webhook or lookup for it always finds its payment.
    const [withSession] = await ctx.db
      .update(payments)
      .set({ gatewaySessionId: session.sessionId, redirectUrl: session.url, updatedAt: ctx.now() })
      .where(eq(payments.id, payment.id))
      .returning();
    if (withSession && withSession.status !== "pending") {
      // A newer checkout for the same order replaced this one while its session was being opened: close the
      // page before anyone sees it.
      await closeGatewaySession(ctx, withSession, ctx.now());
      throw new HttpError(409, "A newer checkout replaced this one; pay on the newer checkout's page");
    }
    return toCheckoutResult(withSession ?? payment, {
      url: session.url,
      method: gateway.name === "authorize-net" ? "POST" : "GET",
      sessionId: session.sessionId,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db.transaction((tx) =>
      settlePayment(tx, payment.id, "failed", { reason, log: ctx.log }, ctx.now()),
    );
    if (error instanceof GatewayError) throw badGateway(error.message);
    throw error;
  }
}

function describePayment(payment: PaymentRow): string {
  if (payment.flow === "top-up") return `Balance top-up (payment ${payment.id})`;
  if (payment.invoiceId !== null) return `Invoice payment ${payment.id}`;
  if (payment.shopOrderId !== null) return `Shop order payment ${payment.id}`;
  return `Order payment ${payment.id}`;
}

/**
 * A new checkout for an order or invoice replaces one the customer left on a gateway page (its set-aside
 * bonuses and balance come back); answers the replaced payments, whose gateway sessions the caller closes after
 * the commit. One that is clearing at the bank cannot be replaced.
 */
async function supersedeOpenPayments(
  ctx: PaymentsContext,
  tx: Tx,
  userId: number,
  payable: { orderId: number | null; invoiceId: number | null; shopOrderId: number | null },
  now: Date,
): Promise<PaymentRow[]> {
  if (payable.orderId === null && payable.invoiceId === null && payable.shopOrderId === null) return [];
  const open = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        payable.shopOrderId !== null
          ? eq(payments.shopOrderId, payable.shopOrderId)
          : payable.invoiceId !== null
            ? eq(payments.invoiceId, payable.invoiceId)
            : eq(payments.orderId, payable.orderId ?? 0),
        inArray(payments.status, ["pending", "processing"]),
        ne(payments.flow, "top-up"),
      ),
    );
  const replaced: PaymentRow[] = [];
  for (const payment of open) {
    if (payment.status === "processing") {
      throw new HttpError(409, "A bank transfer for this is still clearing; wait until your bank settles it");
    }
    replaced.push(
      await settlePayment(
        tx,
        payment.id,
        "cancelled",
        { reason: "Replaced by a new checkout", abandonsOrder: false, log: ctx.log },
        now,
      ),
    );
  }
  return replaced;
}
