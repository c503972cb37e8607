/** Payment status codes as the API sends them in `billingStatus`. */
export const PaymentStatusCode = {
  NotPaid: 0,
  Paid: 20,
} as const;

/** One payment status code. */
export type PaymentStatusCode = (typeof PaymentStatusCode)[keyof typeof PaymentStatusCode];

/** Payment status strings shown in the UI. */
export const PaymentStatus = {
  Paid: "paid",
  NotPaid: "notPaid",
  ToPay: "toPay",
} as const;

/** One payment status string. */
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Every payment status string. */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = Object.values(PaymentStatus);

/** Whether a value is one of the payment status strings. */
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return PAYMENT_STATUSES.includes(value as PaymentStatus);
}

/** The payment status to display for a billing status given as a code or a string; anything unknown shows as not paid. */
export function toPaymentStatus(billingStatus: unknown): PaymentStatus {
  if (billingStatus === PaymentStatusCode.Paid) return PaymentStatus.Paid;
  if (isPaymentStatus(billingStatus)) return billingStatus;
  return PaymentStatus.NotPaid;
}
