import { PAYMENT_SUCCESS_PATHS } from "@freight/domain/payments/payment-flow";
import type { payments } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as the contract's PaymentResult. */
export function toPaymentResult(payment: PaymentRow): Schemas["PaymentResult"] {
  return {
    paymentId: payment.id,
    status: payment.status,
    flow: payment.flow,
    method: payment.method,
    gateway: payment.gateway,
    amount: payment.amountCents,
    paidFromBonuses: payment.bonusesCents,
    paidFromBalance: payment.balanceCents,
    amountDue: payment.gatewayCents,
    ...(payment.orderId === null ? {} : { orderId: payment.orderId }),
    ...(payment.invoiceId === null ? {} : { invoiceId: payment.invoiceId }),
    ...(payment.shopOrderId === null ? {} : { shopOrderId: payment.shopOrderId }),
    successPath: PAYMENT_SUCCESS_PATHS[payment.flow],
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
  };
}

/** A payment as the contract's CheckoutResult: paid, or where to send the browser. */
export function toCheckoutResult(
  payment: PaymentRow,
  redirect?: { url: string; method: "GET" | "POST"; sessionId: string },
): Schemas["CheckoutResult"] {
  return {
    paymentId: payment.id,
    status: payment.gatewayCents === 0 ? "paid" : "redirect",
    flow: payment.flow,
    gateway: payment.gateway,
    amount: payment.amountCents,
    paidFromBonuses: payment.bonusesCents,
    paidFromBalance: payment.balanceCents,
    amountDue: payment.gatewayCents,
    successPath: PAYMENT_SUCCESS_PATHS[payment.flow],
    ...(redirect
      ? { redirectUrl: redirect.url, redirectMethod: redirect.method, sessionId: redirect.sessionId }
      : {}),
  };
}
