import {
  PAYMENT_SUCCESS_PATHS,
  PaymentResultEvent,
  type PaymentFlow,
} from "@freight/domain/payments/payment-flow";

/** The portal page a paid payment returns to, with the payment id the page verifies. */
export function successUrl(
  portalUrl: string,
  payment: { id: number; flow: PaymentFlow; orderId: number | null; invoiceId: number | null },
): string {
  const url = new URL(PAYMENT_SUCCESS_PATHS[payment.flow], portalUrl);
  url.searchParams.set("paymentId", String(payment.id));
  if (payment.orderId !== null) url.searchParams.set("orderId", String(payment.orderId));
  if (payment.invoiceId !== null) url.searchParams.set("invoiceId", String(payment.invoiceId));
  return url.toString();
}

/** The payment page a cancelled payment returns to, with the spec's cancel event. */
export function cancelUrl(
  portalUrl: string,
  payment: { id: number; flow: PaymentFlow; orderId: number | null; invoiceId: number | null },
): string {
  const url = new URL("/portal/payment", portalUrl);
  url.searchParams.set("event", PaymentResultEvent.Cancel);
  url.searchParams.set("paymentId", String(payment.id));
  url.searchParams.set("flow", payment.flow);
  if (payment.orderId !== null) url.searchParams.set("orderId", String(payment.orderId));
  if (payment.invoiceId !== null) url.searchParams.set("invoiceId", String(payment.invoiceId));
  return url.toString();
}
