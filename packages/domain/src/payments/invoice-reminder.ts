import { InvoiceStatus, isInvoicePayable } from "./invoice-status";

/** The least time between two reminders of one invoice, so a double click or parallel calls send one. */
export const INVOICE_REMINDER_GAP_MS = 10 * 60 * 1000;

/**
 * Why a reminder of an invoice cannot be sent now, or undefined when it can: only an invoice the customer can
 * still pay (issued or approved) is reminded, and not again within ten minutes of the last reminder.
 */
export function invoiceReminderRefusal(invoice: {
  status: InvoiceStatus;
  lastSentAt: Date | null;
  now: Date;
}): string | undefined {
  if (!isInvoicePayable(invoice.status)) {
    return invoice.status === InvoiceStatus.Draft
      ? "A draft is not sent: issue it first (issuing tells the customer)"
      : "Only an open invoice (issued or approved) is sent to the customer";
  }
  if (invoice.lastSentAt && invoice.now.getTime() - invoice.lastSentAt.getTime() < INVOICE_REMINDER_GAP_MS) {
    const minutes = Math.max(1, Math.ceil((invoice.now.getTime() - invoice.lastSentAt.getTime()) / 60_000));
    return `A reminder went ${minutes} minute${minutes === 1 ? "" : "s"} ago; send the next one after ten minutes`;
  }
  return undefined;
}
