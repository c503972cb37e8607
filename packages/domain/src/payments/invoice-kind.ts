/**
 * What an invoice bills. An order invoice asks for money the order already owes (its total, or what is left of it);
 * a supplementary invoice adds a charge found after booking (an extra pallet, lumper time), with its reason, and so
 * raises what the order owes by its amount.
 */
export const InvoiceKind = {
  Order: "order",
  Supplementary: "supplementary",
} as const;

/** One invoice kind. */
export type InvoiceKind = (typeof InvoiceKind)[keyof typeof InvoiceKind];

/** Every invoice kind. */
export const INVOICE_KINDS: readonly InvoiceKind[] = Object.values(InvoiceKind);

/** Whether a value is one of the invoice kinds. */
export function isInvoiceKind(value: unknown): value is InvoiceKind {
  return INVOICE_KINDS.includes(value as InvoiceKind);
}
