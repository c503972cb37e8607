import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { renderInvoicePdfFile, type InvoicePdfFile } from "../documents/invoice-pdf.js";
import type { Database } from "../db/client.js";
import { notFound } from "../http/http-error.js";
import { isOrderVisibleTo, type Caller } from "../orders/order-booking-service.js";

/**
 * The caller's invoice as a PDF (staff who read orders: any of their hubs'); another customer's invoice, or
 * another hub's for a dispatcher, is unknown (404). A draft is not the customer's yet.
 */
export async function invoicePdfFor(
  db: Database,
  caller: Caller,
  invoiceId: number,
): Promise<InvoicePdfFile> {
  const file = await renderInvoicePdfFile(
    db,
    invoiceId,
    (invoice, order) =>
      isOrderVisibleTo(caller, order) && (caller.isStaff || invoice.status !== InvoiceStatus.Draft),
  );
  if (!file) throw notFound(`There is no invoice ${invoiceId}`);
  return file;
}
