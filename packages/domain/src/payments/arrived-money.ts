import type { OrderStatus } from "../orders/order-status";

/** Order statuses that no longer take payments: every cancellation and a failed order. */
export const ORDER_STATUSES_CLOSED_FOR_PAYMENT: readonly OrderStatus[] = [
  "cancelled",
  "cancelledByUser",
  "payCancelled",
  "failed",
];

/** Whether an order in this status can still be paid (new checkouts and money that arrives for it). */
export function isOrderOpenForPayment(status: OrderStatus): boolean {
  return !ORDER_STATUSES_CLOSED_FOR_PAYMENT.includes(status);
}

/** What an order still owes: its total less what was paid, never below zero; nothing once it is closed. */
export function orderAmountDueCents(order: {
  status: OrderStatus;
  totalCents: number;
  totalPaidCents: number;
}): number {
  if (!isOrderOpenForPayment(order.status)) return 0;
  return Math.max(0, order.totalCents - order.totalPaidCents);
}

export interface ArrivedMoneyAllocation {
  /** Recorded as paid on the order. */
  toOrderCents: number;
  /** Credited to the customer's balance. */
  toBalanceCents: number;
}

/**
 * Money a gateway confirms is always credited, never dropped: to the order while it still owes (never beyond its
 * total), and whatever the order cannot take (it was paid meanwhile, e.g. by a newer checkout, or closed) to the
 * customer's balance. The two parts add up to what arrived.
 */
export function allocateArrivedMoney(
  arrivedCents: number,
  order: { status: OrderStatus; totalCents: number; totalPaidCents: number } | undefined,
): ArrivedMoneyAllocation {
  if (!Number.isSafeInteger(arrivedCents) || arrivedCents < 0)
    throw new RangeError(`Arrived money must be whole non-negative cents, got ${arrivedCents}`);
  const toOrderCents = order ? Math.min(arrivedCents, orderAmountDueCents(order)) : 0;
  return { toOrderCents, toBalanceCents: arrivedCents - toOrderCents };
}

/**
 * Taking back money that was credited (a refund, an ACH return): the order owes its part again (never below zero
 * paid; `orderPaidAfterCents` is what the order has paid afterwards), and the balance gives back its part as far as it still holds it; what the customer already spent is
 * `unrecoveredCents`.
 */
export function reverseCreditedMoney(
  credited: ArrivedMoneyAllocation,
  held: { orderPaidCents: number; balanceCents: number },
): {
  fromOrderCents: number;
  fromBalanceCents: number;
  unrecoveredCents: number;
  orderPaidAfterCents: number;
} {
  const fromOrderCents = Math.min(credited.toOrderCents, Math.max(0, held.orderPaidCents));
  const fromBalanceCents = Math.min(credited.toBalanceCents, Math.max(0, held.balanceCents));
  return {
    fromOrderCents,
    fromBalanceCents,
    unrecoveredCents: credited.toOrderCents - fromOrderCents + credited.toBalanceCents - fromBalanceCents,
    orderPaidAfterCents: Math.max(0, held.orderPaidCents) - fromOrderCents,
  };
}
