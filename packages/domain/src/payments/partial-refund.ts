import { sumCents } from "../money/cents";

/** The parts of a payment by where its money came from: the gateway (card or bank), the balance, the bonuses. */
export interface PaymentParts {
  gatewayCents: number;
  balanceCents: number;
  bonusesCents: number;
}

export type RefundPlan =
  | ({ ok: true; remainingAfterCents: number } & PaymentParts)
  | { ok: false; reason: string };

/** What is still refundable of a payment: what it took less what earlier refunds gave back. */
export function refundableCents(paid: PaymentParts, refunded: PaymentParts): number {
  return sumCents([
    paid.gatewayCents - refunded.gatewayCents,
    paid.balanceCents - refunded.balanceCents,
    paid.bonusesCents - refunded.bonusesCents,
  ]);
}

/**
 * How a refund of part of a payment is given back: to the card or bank account first (the customer's own money
 * goes back where it came from), then to the balance, and the bonuses last, each part never beyond what that
 * source paid less what earlier refunds gave back to it. A refund is a whole number of cents, at least one, and
 * no more than what is still refundable.
 */
export function planRefund(paid: PaymentParts, refunded: PaymentParts, requestedCents: number): RefundPlan {
  const refundable = refundableCents(paid, refunded);
  if (!Number.isSafeInteger(requestedCents) || requestedCents < 1) {
    return { ok: false, reason: "A refund is a whole number of cents, at least 1" };
  }
  if (refundable === 0) return { ok: false, reason: "Nothing of this payment is left to refund" };
  if (requestedCents > refundable) {
    return { ok: false, reason: `At most ${refundable} cents of this payment can still be refunded` };
  }
  let left = requestedCents;
  const take = (paidCents: number, refundedCents: number) => {
    const part = Math.min(left, paidCents - refundedCents);
    left -= part;
    return part;
  };
  const gatewayCents = take(paid.gatewayCents, refunded.gatewayCents);
  const balanceCents = take(paid.balanceCents, refunded.balanceCents);
  const bonusesCents = take(paid.bonusesCents, refunded.bonusesCents);
  return { ok: true, gatewayCents, balanceCents, bonusesCents, remainingAfterCents: refundable - requestedCents };
}
