"use server";

import { revalidatePath } from "next/cache";
import { getServerApi } from "@/lib/api/server-api";
import { formatCents } from "@freight/domain/money/cents";
import {
  idempotencyKeyField,
  idField,
  outcomeOf,
  positiveCentsField,
  refusal,
  textField,
  type ActionOutcome,
} from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";
import { isOfflinePaymentMeans } from "@freight/domain/payments/offline-payment";

/** What a form whose hidden fields are missing or edited says: the page it came from is stale. */
const reloadAndRetry = "Reload the page and try again.";

/** Refunds a paid payment in full through its gateway (the API reverses the order's paid amount and the ledger). */
export async function refundPaymentAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const paymentId = idField(formData, "paymentId");
  if (!paymentId) return refusal("Choose a payment.");
  if (formData.get("confirm") !== "on") return refusal("Tick the box to confirm the refund.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/payments/{paymentId}/refund",
    api.POST("/staff/payments/{paymentId}/refund", { params: { path: { paymentId } } }),
    "Refunded.",
  );
  if (outcome.isDone) revalidatePath("/finance");
  return outcome;
}

/**
 * Gives back part of a paid payment (dollars typed, cents sent) with a reason the customer reads: to the card first,
 * then the balance, then the bonuses. The form carries one Idempotency-Key from when it was shown, so a double
 * submit refunds once.
 */
export async function refundPartOfPaymentAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const paymentId = idField(formData, "paymentId");
  const cents = positiveCentsField(formData, "amount");
  const reason = textField(formData, "reason");
  const key = idempotencyKeyField(formData);
  if (!paymentId || !key) return refusal(reloadAndRetry);
  if (cents === undefined) return refusal("Enter the amount in dollars, e.g. 25.00.");
  if (!reason) return refusal("Say why: the customer is told.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/payments/{paymentId}/partial-refunds",
    api.POST("/staff/payments/{paymentId}/partial-refunds", {
      params: { path: { paymentId }, header: { "Idempotency-Key": key } },
      body: { amount: cents, reason },
    }),
    `Refunded ${formatCents(cents)}.`,
  );
  if (outcome.isDone) revalidatePath("/finance");
  return outcome;
}

/**
 * Issues an invoice on an order (dollars typed, cents sent) for money it already owes; the API refuses more than the
 * order owes beyond its open invoices, in words. The customer pays it in the portal.
 */
export async function issueInvoiceAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const cents = positiveCentsField(formData, "amount");
  if (!orderId) return refusal("Choose an order.");
  if (cents === undefined) return refusal("Enter the amount in dollars, e.g. 125.50.");
  const description = textField(formData, "description");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/orders/{id}/invoices",
    api.POST("/staff/orders/{id}/invoices", {
      params: { path: { id: orderId } },
      body: { amount: cents, draft: false, kind: "order", ...(description ? { description } : {}) },
    }),
    `Invoice of ${formatCents(cents)} issued; the customer can pay it in the portal.`,
  );
  if (outcome.isDone) revalidatePath(`/orders/${orderId}`);
  return outcome;
}

/**
 * Adds a supplementary charge to an order (dollars typed, cents sent) with the reason the customer reads: extra work
 * found after booking, billed as an invoice for the difference only, which the order then owes on top of its total.
 */
export async function addSupplementaryChargeAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const orderId = idField(formData, "orderId");
  const cents = positiveCentsField(formData, "amount");
  const reason = textField(formData, "reason");
  if (!orderId) return refusal(reloadAndRetry);
  if (cents === undefined) return refusal("Enter the charge in dollars, e.g. 50.40.");
  if (!reason) return refusal("Say what the charge is for (e.g. 1 extra pallet): the customer reads it.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/orders/{id}/invoices",
    api.POST("/staff/orders/{id}/invoices", {
      params: { path: { id: orderId } },
      body: { amount: cents, draft: false, kind: "supplementary", reason },
    }),
    `Supplementary charge of ${formatCents(cents)} added; the customer can pay it in the portal.`,
  );
  if (outcome.isDone) revalidatePath(`/orders/${orderId}`);
  return outcome;
}

/**
 * Records an open invoice paid by a bank wire, check or cash (the amount must be the invoice's: the API names it
 * otherwise). The form carries one Idempotency-Key from when it was shown, so a double submit records once.
 */
export async function recordOfflinePaymentAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const invoiceId = idField(formData, "invoiceId");
  const orderId = idField(formData, "orderId");
  const cents = positiveCentsField(formData, "amount");
  const means = textField(formData, "means");
  const reference = textField(formData, "reference");
  const key = idempotencyKeyField(formData);
  if (!invoiceId || !key) return refusal(reloadAndRetry);
  if (!isOfflinePaymentMeans(means)) return refusal("Choose how the money came.");
  if (cents === undefined) return refusal("Enter the amount received in dollars, e.g. 42.00.");
  if (!reference) return refusal("Enter the wire reference, check or receipt number.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/invoices/{invoiceId}/offline-payments",
    api.POST("/staff/invoices/{invoiceId}/offline-payments", {
      params: { path: { invoiceId }, header: { "Idempotency-Key": key } },
      body: { amount: cents, means, reference },
    }),
    `Recorded ${formatCents(cents)} received; the invoice is paid and the customer is told.`,
  );
  if (outcome.isDone) {
    if (orderId) revalidatePath(`/orders/${orderId}`);
    revalidatePath("/finance");
  }
  return outcome;
}

/** Cancels an unpaid invoice. */
export async function cancelInvoiceAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const invoiceId = idField(formData, "invoiceId");
  const orderId = idField(formData, "orderId");
  if (!invoiceId) return refusal("Choose an invoice.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/invoices/{invoiceId}",
    api.PATCH("/staff/invoices/{invoiceId}", { params: { path: { invoiceId } }, body: { status: 4 } }),
    "Invoice cancelled.",
  );
  if (outcome.isDone && orderId) revalidatePath(`/orders/${orderId}`);
  return outcome;
}

/**
 * A manual ledger entry on a customer's balance or bonuses, with the reason the customer's ledger shows.
 * The form carries one Idempotency-Key from when it was shown, so a double submit applies once.
 */
export async function adjustLedgerAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const customerId = idField(formData, "customerId");
  const cents = positiveCentsField(formData, "amount");
  const account = textField(formData, "account");
  const kind = textField(formData, "kind");
  const reason = textField(formData, "reason");
  const key = idempotencyKeyField(formData);
  if (!customerId || !key) return refusal(reloadAndRetry);
  if (cents === undefined) return refusal("Enter the amount in dollars, e.g. 25.00.");
  if ((account !== "balance" && account !== "bonuses") || (kind !== "increase" && kind !== "decrease")) {
    return refusal("Choose the account and whether it goes up or down.");
  }
  if (!reason) return refusal("Say why: the customer's ledger shows it.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/customers/{customerId}/ledger-adjustments",
    api.POST("/staff/customers/{customerId}/ledger-adjustments", {
      params: { path: { customerId }, header: { "Idempotency-Key": key } },
      body: { account, kind, amount: cents, reason },
    }),
    `${kind === "increase" ? "Added" : "Took"} ${formatCents(cents)} ${kind === "increase" ? "to" : "from"} the ${account}.`,
  );
  if (outcome.isDone) revalidatePath(`/customers/${customerId}`);
  return outcome;
}

/** Runs the referral bonus sweep now and says what it did. */
export async function sweepReferralBonusesAction(
  _state: ActionOutcome,
  _formData: FormData,
): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const api = await getServerApi();
  try {
    const { data, response } = await api.POST("/staff/referral-bonuses/sweep");
    if (!data) return { isDone: false, message: `The sweep answered ${response.status}.` };
    revalidatePath("/finance");
    return {
      isDone: true,
      message: `Credited ${data.credited}, newly held ${data.held}, refused ${data.refused}, cancelled ${data.cancelled}.`,
    };
  } catch {
    return {
      isDone: false,
      message: "The service could not be reached; nothing was swept. Try again in a minute.",
    };
  }
}

/** Reminds the customer of an open invoice (in-app message and their e-mail or text), at most once in ten minutes. */
export async function sendInvoiceAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const invoiceId = idField(formData, "invoiceId");
  const orderId = idField(formData, "orderId");
  if (!invoiceId) return refusal("Choose an invoice.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/invoices/{invoiceId}/send",
    api.POST("/staff/invoices/{invoiceId}/send", { params: { path: { invoiceId } } }),
    "Reminder sent.",
  );
  if (outcome.isDone && orderId) revalidatePath(`/orders/${orderId}`);
  return outcome;
}
