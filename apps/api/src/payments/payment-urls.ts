import {
  PAYMENT_SUCCESS_PATHS,
  PaymentResultEvent,
  type PaymentFlow,
} from "@freight/domain/payments/payment-flow";

interface PaymentSubject {
  id: number;
  flow: PaymentFlow;
  orderId: number | null;
  invoiceId: number | null;
  shopOrderId: number | null;
}

/** What the payment paid for, as query parameters of the page it returns to. */
function addSubject(url: URL, payment: PaymentSubject): void {
  if (payment.orderId !== null) url.searchParams.set("orderId", String(payment.orderId));
  if (payment.invoiceId !== null) url.searchParams.set("invoiceId", String(payment.invoiceId));
  if (payment.shopOrderId !== null) url.searchParams.set("shopOrderId", String(payment.shopOrderId));
}

/** The portal page a paid payment returns to, with the payment id the page verifies. */
export function successUrl(portalUrl: string, payment: PaymentSubject): string {
  const url = new URL(PAYMENT_SUCCESS_PATHS[payment.flow], portalUrl);
  url.searchParams.set("paymentId", String(payment.id));
  addSubject(url, payment);
  return url.toString();
}

/**
 * The page a cancelled payment returns to, with the spec's cancel event: the payment page, or for a shop order
 * its own page (the abandoned order is cancelled; the cart is still in the browser).
 */
export function cancelUrl(portalUrl: string, payment: PaymentSubject): string {
  const url = new URL(
    payment.shopOrderId !== null ? `/dashboard/shop-orders/${payment.shopOrderId}` : "/portal/payment",
    portalUrl,
  );
  url.searchParams.set("event", PaymentResultEvent.Cancel);
  url.searchParams.set("paymentId", String(payment.id));
  url.searchParams.set("flow", payment.flow);
  addSubject(url, payment);
  return url.toString();
}
