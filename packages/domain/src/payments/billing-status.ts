import { formatCents } from "../money/cents";
import type { OrderOwed } from "./order-owed";
import { PaymentStatus } from "./payment-status";

/**
 * The stored billingStatus of an order, from what it owes (orderOwed): paid once it owes nothing and something was
 * paid or credited; toPay while it owes and a payment is asked for now (an open invoice, a pending pre-payment);
 * notPaid otherwise (nothing paid yet and nothing asked for: a post-payment order, a free or cancelled one).
 */
export function billingStatusOf(
  owed: Pick<OrderOwed, "owedCents" | "paidCents" | "creditedCents" | "openInvoiceCents">,
  isAwaitingPrepayment: boolean,
): PaymentStatus {
  if (owed.owedCents === 0) {
    return owed.paidCents > 0 || owed.creditedCents > 0 ? PaymentStatus.Paid : PaymentStatus.NotPaid;
  }
  if (owed.openInvoiceCents > 0 || isAwaitingPrepayment) return PaymentStatus.ToPay;
  return PaymentStatus.NotPaid;
}

/** How an order stands with its money, for the badge's colour: paid, paid in part, due, or nothing to pay. */
export type BillingState = "paid" | "partPaid" | "due" | "nothingDue";

/** What people read about an order's money: the state and its words, e.g. "Part paid — $25.00 due". */
export interface BillingSummary {
  readonly state: BillingState;
  readonly words: string;
  /** What the order still owes (cents). */
  readonly owedCents: number;
}

/**
 * An order's payment status in words, for customers and staff alike (never the raw billingStatus): "Paid" once it
 * owes nothing after a payment or a credit, "Part paid — $X due" while it owes the rest of what was paid in part,
 * "Due $X" while nothing is paid, and "Nothing to pay" for an order that owes nothing and never did (free or
 * cancelled unpaid).
 */
export function billingSummaryOf(
  owed: Pick<OrderOwed, "owedCents" | "paidCents" | "creditedCents">,
): BillingSummary {
  const hasPaid = owed.paidCents > 0 || owed.creditedCents > 0;
  if (owed.owedCents === 0) {
    return hasPaid
      ? { state: "paid", words: "Paid", owedCents: 0 }
      : { state: "nothingDue", words: "Nothing to pay", owedCents: 0 };
  }
  const due = formatCents(owed.owedCents);
  return hasPaid
    ? { state: "partPaid", words: `Part paid — ${due} due`, owedCents: owed.owedCents }
    : { state: "due", words: `Due ${due}`, owedCents: owed.owedCents };
}
