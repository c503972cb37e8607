/** Where one payment stands. */
export const PaymentState = {
  /** Waiting for the customer on the gateway's page. */
  Pending: "pending",
  /** An ACH debit the gateway accepted but the bank has not cleared yet. */
  Processing: "processing",
  Paid: "paid",
  /** The customer cancelled or the gateway session expired. */
  Cancelled: "cancelled",
  /** The gateway declined the card or the bank refused the debit before it cleared. */
  Failed: "failed",
  /** An ACH debit the bank sent back after it was counted as paid. */
  Returned: "returned",
  Refunded: "refunded",
} as const;

/** One payment state. */
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];

/** Every payment state. */
export const PAYMENT_STATES: readonly PaymentState[] = Object.values(PaymentState);

/** What the gateway (or a person on staff) reports about a payment. */
export type PaymentEvent = "processing" | "paid" | "cancelled" | "failed" | "returned" | "refunded";

const transitions: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  pending: ["processing", "paid", "cancelled", "failed"],
  processing: ["paid", "failed", "returned"],
  paid: ["returned", "refunded"],
  // The gateway's word wins over ours: a checkout we cancelled or replaced can still be paid on a gateway page
  // that could not be closed in time (or at all), and that money must be recorded, never ignored.
  cancelled: ["processing", "paid"],
  failed: [],
  returned: [],
  refunded: [],
};

/**
 * The state a payment moves to on an event, or undefined when the event changes nothing
 * (a replayed webhook, a late cancel after the money arrived). A debit refused while still
 * processing never counted as paid, so it ends as failed rather than returned.
 */
export function nextPaymentState(current: PaymentState, event: PaymentEvent): PaymentState | undefined {
  const target: PaymentState = current === "processing" && event === "returned" ? "failed" : event;
  return transitions[current].includes(target) ? target : undefined;
}

/**
 * Whether the gateway's money for a payment in `current` arrives after we had closed the payment (cancelled or
 * replaced): it is then credited where it can still go (see `allocateArrivedMoney`), not as the original checkout.
 */
export function isLateArrival(current: PaymentState, event: PaymentEvent): boolean {
  return current === PaymentState.Cancelled && (event === "paid" || event === "processing");
}

/** Whether a payment in this state has counted towards what was paid. */
export function isPaymentSettled(state: PaymentState): boolean {
  return state === PaymentState.Paid;
}

/** Whether a payment can still change (waiting on the customer or the bank). */
export function isPaymentOpen(state: PaymentState): boolean {
  return state === PaymentState.Pending || state === PaymentState.Processing;
}
