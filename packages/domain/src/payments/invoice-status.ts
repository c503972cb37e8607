/** Invoice status codes. */
export const InvoiceStatus = {
  Draft: 0,
  Issued: 1,
  Approved: 2,
  Paid: 3,
  Cancelled: 4,
} as const;

/** One invoice status code. */
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/** The name of an invoice status (its key in InvoiceStatus). */
export type InvoiceStatusName = keyof typeof InvoiceStatus;

/** Every invoice status code, ascending. */
export const INVOICE_STATUSES: readonly InvoiceStatus[] = Object.values(InvoiceStatus);

/** Whether a value is one of the invoice status codes. */
export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return INVOICE_STATUSES.includes(value as InvoiceStatus);
}

/** The name of an invoice status code. */
export function invoiceStatusName(status: InvoiceStatus): InvoiceStatusName {
  const names = Object.keys(InvoiceStatus) as InvoiceStatusName[];
  return names[INVOICE_STATUSES.indexOf(status)] as InvoiceStatusName;
}

/** Whether an invoice in this status still waits for payment (issued or approved). */
export function isInvoicePayable(status: InvoiceStatus): boolean {
  return status === InvoiceStatus.Issued || status === InvoiceStatus.Approved;
}
