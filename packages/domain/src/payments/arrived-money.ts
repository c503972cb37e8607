import type { OrderOwed } from "./order-owed";

export interface ArrivedMoneyAllocation {
  /** Recorded as paid on the order. */
  toOrderCents: number;
  /** Credited to the customer's balance. */
  toBalanceCents: number;
}

/**
 * Money a gateway confirms for an order is always credited, never dropped: to the order while it owes beyond its
 * open invoices (`unbilledCents` of orderOwed: what open invoices ask for is paid as those invoices, so the order is
 * never paid twice), and whatever the order cannot take (it was paid or invoiced meanwhile, or closed) to the
 * customer's balance. The two parts add up to what arrived.
 */
export function allocateArrivedMoney(
  arrivedCents: number,
  order: Pick<OrderOwed, "unbilledCents"> | undefined,
): ArrivedMoneyAllocation {
  if (!Number.isSafeInteger(arrivedCents) || arrivedCents < 0)
    throw new RangeError(`Arrived money must be whole non-negative cents, got ${arrivedCents}`);
  const toOrderCents = order ? Math.min(arrivedCents, Math.max(0, order.unbilledCents)) : 0;
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
