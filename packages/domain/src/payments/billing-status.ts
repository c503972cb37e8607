import type { Cents } from "../money/cents";
import { PaymentStatus } from "./payment-status";

/** The facts an order's billing status follows from. */
export interface BillingFacts {
  readonly totalCents: Cents;
  readonly totalPaidCents: Cents;
  /** Cents of issued or approved invoices not yet paid. */
  readonly openInvoiceCents: Cents;
  /** A pre-payment was chosen and has not completed. */
  readonly isAwaitingPrepayment: boolean;
}

/**
 * paid: everything owed is paid (the order total and every issued invoice); toPay: a payment is due now
 * (a pending pre-payment or an open invoice); notPaid: nothing paid and nothing due yet (post-payment).
 */
export function billingStatusOf(facts: BillingFacts): PaymentStatus {
  if (facts.openInvoiceCents > 0 || facts.isAwaitingPrepayment) return PaymentStatus.ToPay;
  if (facts.totalPaidCents > 0 && facts.totalPaidCents >= facts.totalCents) return PaymentStatus.Paid;
  return PaymentStatus.NotPaid;
}
