import { PAYMENT_SUCCESS_PATHS, type PaymentFlow } from "@freight/domain/payments/payment-flow";

/** The outcome of a payment as the API reports it after the gateway's return (PaymentResult). */
export interface PaymentOutcome {
  status: "paid" | "pending" | "processing" | "cancelled" | "failed" | "returned" | "refunded";
  flow: PaymentFlow;
  orderId?: number;
  invoiceId?: number;
  shopOrderId?: number;
}

/**
 * Where the portal goes after the gateway: the success page of the flow (order, invoice or top-up; a pending ACH
 * payment shows there as processing), or back to the payment page when the payment was cancelled or failed.
 */
export function paymentReturnTarget(outcome: PaymentOutcome): string {
  const query = new URLSearchParams();
  if (outcome.orderId) query.set("orderId", String(outcome.orderId));
  if (outcome.invoiceId) query.set("invoiceId", String(outcome.invoiceId));
  if (outcome.shopOrderId) query.set("shopOrderId", String(outcome.shopOrderId));
  if (outcome.status !== "paid" && outcome.status !== "pending" && outcome.status !== "processing") {
    // A shop order's own page tells what became of it (a cancelled checkout cancels the unpaid order).
    if (outcome.shopOrderId) return `/dashboard/shop-orders/${outcome.shopOrderId}`;
    query.set("result", outcome.status === "cancelled" ? "cancelled" : "failed");
    return `/portal/payment?${query.toString()}`;
  }
  if (outcome.status !== "paid") query.set("status", "processing");
  const page = PAYMENT_SUCCESS_PATHS[outcome.flow];
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}

/** The payment flow for paying an order: an invoice is invoice-pay; before the hub starts pre-payment, after it post-payment. */
export function orderPaymentFlow(
  order: { status: string },
  invoiceId: number | null,
): "pre-payment" | "post-payment" | "invoice-pay" {
  if (invoiceId !== null) return "invoice-pay";
  return order.status === "new" || order.status === "accepted" ? "pre-payment" : "post-payment";
}
