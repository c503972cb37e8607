import { formatCents } from "@freight/domain/money/cents";
import { invoiceStatusName, type InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Database } from "../../db/client.js";
import { hubs, invoices, orders, users } from "../../db/schema/index.js";
import { notFound } from "../../http/http-error.js";

interface InvoicePdfFacts {
  number: string;
  status: InvoiceStatus;
  amountCents: number;
  description: string;
  issuedAt: Date | null;
  paidAt: Date | null;
  orderNumber: string;
  hubName: string;
  customerName: string;
  customerEmail: string;
}

const dateText = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "—");

/** Renders an invoice as a one-page PDF (pdfkit, its built-in Helvetica; no files to ship). */
function renderInvoicePdf(facts: InvoicePdfFacts): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 56,
      info: { Title: `Invoice ${facts.number}`, Author: "Freight" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(22).text("Freight", { continued: false });
    doc.font("Helvetica").fontSize(10).fillColor("#555").text("Cross-dock, transload and logistics services");
    doc.moveDown(2);
    doc.fillColor("#000").font("Helvetica-Bold").fontSize(18).text(`Invoice ${facts.number}`);
    doc.font("Helvetica").fontSize(11).moveDown(0.5);
    const rows: [string, string][] = [
      ["Status", invoiceStatusName(facts.status)],
      ["Issued", dateText(facts.issuedAt)],
      ["Paid", dateText(facts.paidAt)],
      ["Order", facts.orderNumber],
      ["Hub", facts.hubName],
      [
        "Billed to",
        facts.customerName ? `${facts.customerName} <${facts.customerEmail}>` : facts.customerEmail,
      ],
    ];
    for (const [label, value] of rows) {
      doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
    }
    doc.moveDown(1.5);
    doc.font("Helvetica-Bold").text("Description");
    doc.font("Helvetica").text(facts.description || `Services for order ${facts.orderNumber}`);
    doc.moveDown(1.5);
    doc
      .font("Helvetica-Bold")
      .fontSize(14)
      .text(`Amount due: ${formatCents(facts.amountCents)} (USD)`);
    doc.end();
  });
}

/** The caller's invoice as a PDF (staff may download any); another customer's invoice is unknown (404). */
export async function invoicePdfFor(
  db: Database,
  caller: { userId: number; role: string },
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
      hubName: hubs.name,
      corporationName: users.corporationName,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  // A draft is not the customer's yet.
  const visible = row && (caller.role === "staff" || (row.customerId === caller.userId && row.status !== 0));
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
    customerName: row.corporationName || `${row.firstName} ${row.lastName}`.trim(),
    customerEmail: row.email,
  });
  return { fileName: `${row.number}.pdf`, pdf };
}
