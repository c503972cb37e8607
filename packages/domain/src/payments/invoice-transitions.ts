import { sumCents, type Cents } from "../money/cents";
import { InvoiceStatus, isInvoicePayable } from "./invoice-status";

/**
 * Invoice moves staff may make (the spec lists the statuses, not the moves; this table is ours):
 * a draft is issued or dropped, an issued invoice is approved or cancelled, an approved one may still be
 * cancelled. Paid is reached only by recording a payment, and paid or cancelled invoices never change.
 */
export const STAFF_INVOICE_TRANSITIONS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = {
  [InvoiceStatus.Draft]: [InvoiceStatus.Issued, InvoiceStatus.Cancelled],
  [InvoiceStatus.Issued]: [InvoiceStatus.Approved, InvoiceStatus.Cancelled],
  [InvoiceStatus.Approved]: [InvoiceStatus.Cancelled],
  [InvoiceStatus.Paid]: [],
  [InvoiceStatus.Cancelled]: [],
};

const names: Record<InvoiceStatus, string> = {
  [InvoiceStatus.Draft]: "a draft",
  [InvoiceStatus.Issued]: "issued",
  [InvoiceStatus.Approved]: "approved",
  [InvoiceStatus.Paid]: "paid",
  [InvoiceStatus.Cancelled]: "cancelled",
};

/** Why staff may not move an invoice from `from` to `to`; undefined when they may. */
export function invoiceTransitionRefusal(from: InvoiceStatus, to: InvoiceStatus): string | undefined {
  if (STAFF_INVOICE_TRANSITIONS[from].includes(to)) return undefined;
  if (to === InvoiceStatus.Paid) return "An invoice becomes paid only when a payment for it is recorded";
  if (from === to) return `The invoice is already ${names[from]}`;
  return `An invoice that is ${names[from]} cannot become ${names[to]}`;
}

/** Whether a payment may be recorded against an invoice in this status (issued or approved). */
export function canPayInvoice(status: InvoiceStatus): boolean {
  return isInvoicePayable(status);
}

/** An order's totalInvoices: the sum of its issued, approved and paid invoices (drafts and cancelled ones do not count). */
export function invoiceTotalCents(invoices: readonly { status: InvoiceStatus; amountCents: Cents }[]): Cents {
  return sumCents(
    invoices
      .filter((invoice) => countsTowardsInvoiceTotal(invoice.status))
      .map((invoice) => invoice.amountCents),
    "totalInvoices",
  );
}

/** Invoices that count in an order's totalInvoices: issued, approved and paid ones. */
export function countsTowardsInvoiceTotal(status: InvoiceStatus): boolean {
  return (
    status === InvoiceStatus.Issued || status === InvoiceStatus.Approved || status === InvoiceStatus.Paid
  );
}
