import { formatCents } from "@freight/domain/money/cents";
import { isOrderVisibleTo, type Caller } from "../../core/orders/order-booking-service.js";
import { invoiceStatusName, type InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { eq } from "drizzle-orm";
import { documentDate, renderBusinessPdf } from "../../core/documents/pdf-document.js";
import type { Database } from "../../db/client.js";
import { hubs, invoices, orders } from "../../db/schema/index.js";
import { notFound } from "../../http/http-error.js";
import { billedToRows } from "../../core/documents/billed-to.js";

interface InvoicePdfFacts {
  number: string;
  status: InvoiceStatus;
  amountCents: number;
  description: string;
  issuedAt: Date | null;
  paidAt: Date | null;
  orderNumber: string;
  hubName: string;
  /** The hub's IANA zone: the document's times are on its clock. */
  hubTimeZone: string;
  /** Who it is billed to (billedToRows). */
  billedTo: readonly (readonly [string, string])[];
}

/** Renders an invoice as a one-page PDF. */
function renderInvoicePdf(facts: InvoicePdfFacts): Promise<Buffer> {
  return renderBusinessPdf(
    {
      title: `Invoice ${facts.number}`,
      rows: [
        ["Status", invoiceStatusName(facts.status)],
        ["Issued", documentDate(facts.issuedAt, facts.hubTimeZone)],
        ["Paid", documentDate(facts.paidAt, facts.hubTimeZone)],
        ["Order", facts.orderNumber],
        ["Hub", facts.hubName],
        ...facts.billedTo,
      ],
    },
    (doc) => {
      doc.font("Helvetica-Bold").text("Description");
      doc.font("Helvetica").text(facts.description || `Services for order ${facts.orderNumber}`);
      doc.moveDown(1.5);
      doc
        .font("Helvetica-Bold")
        .fontSize(14)
        .text(`Amount due: ${formatCents(facts.amountCents)} (USD)`);
    },
  );
}

/**
 * The caller's invoice as a PDF (staff who read orders: any of their hubs'); another customer's invoice, or
 * another hub's for a dispatcher, is unknown (404).
 */
export async function invoicePdfFor(
  db: Database,
  caller: Caller,
  invoiceId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      number: invoices.number,
      status: invoices.status,
      amountCents: invoices.amountCents,
      description: invoices.description,
      issuedAt: invoices.issuedAt,
      paidAt: invoices.paidAt,
      orderNumber: orders.number,
      customerId: orders.customerId,
      hubId: orders.hubId,
      hubName: hubs.name,
      hubTimeZone: hubs.timeZone,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  // A draft is not the customer's yet.
  const visible = row && isOrderVisibleTo(caller, row) && (caller.isStaff || row.status !== 0);
  if (!row || !visible) throw notFound(`There is no invoice ${invoiceId}`);
  const pdf = await renderInvoicePdf({
    number: row.number,
    status: row.status as InvoiceStatus,
    amountCents: row.amountCents,
    description: row.description,
    issuedAt: row.issuedAt,
    paidAt: row.paidAt,
    orderNumber: row.orderNumber,
    hubName: row.hubName,
    hubTimeZone: row.hubTimeZone,
    billedTo: await billedToRows(db, row.customerId),
  });
  return { fileName: `${row.number}.pdf`, pdf };
}
