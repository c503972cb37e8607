/** Why a payment is being made. */
export const PaymentFlow = {
  PrePayment: "pre-payment",
  PostPayment: "post-payment",
  InvoicePay: "invoice-pay",
  TopUp: "top-up",
  ShopOrder: "shop-order",
} as const;

/** One payment flow kind. */
export type PaymentFlow = (typeof PaymentFlow)[keyof typeof PaymentFlow];

/** Every payment flow kind. */
export const PAYMENT_FLOWS: readonly PaymentFlow[] = Object.values(PaymentFlow);

/** Whether a value is one of the payment flow kinds. */
export function isPaymentFlow(value: unknown): value is PaymentFlow {
  return PAYMENT_FLOWS.includes(value as PaymentFlow);
}

/** Events the card payment provider's checkout reports back to the page. */
export const PaymentResultEvent = {
  Success: "stripe-payment-success",
  Cancel: "stripe-payment-cancel",
} as const;

/** One payment result event name. */
export type PaymentResultEvent = (typeof PaymentResultEvent)[keyof typeof PaymentResultEvent];

/** Whether a value is one of the payment result events. */
export function isPaymentResultEvent(value: unknown): value is PaymentResultEvent {
  return value === PaymentResultEvent.Success || value === PaymentResultEvent.Cancel;
}

/** The portal page a successful payment of each flow lands on (pre- and post-payment both pay an order). */
export const PAYMENT_SUCCESS_PATHS: Readonly<Record<PaymentFlow, string>> = {
  [PaymentFlow.PrePayment]: "/portal/order-pay-success",
  [PaymentFlow.PostPayment]: "/portal/order-pay-success",
  [PaymentFlow.InvoicePay]: "/portal/invoice-pay-success",
  [PaymentFlow.TopUp]: "/portal/topup-success",
  [PaymentFlow.ShopOrder]: "/portal/shop-order-success",
};
