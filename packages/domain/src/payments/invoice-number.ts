/** Prefix of every invoice number. */
export const INVOICE_NUMBER_PREFIX = "INV-";

/** The invoice number for the n-th invoice (n ≥ 1): `INV-0000042`, zero-padded so numbers sort as text. */
export function formatInvoiceNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence number must be a positive integer, got ${sequence}`);
  }
  return `${INVOICE_NUMBER_PREFIX}${String(sequence).padStart(7, "0")}`;
}
