import type { CompanySettings } from "@freight/domain/company/company-settings";
import { chargeKindLabel, isChargeKind } from "@freight/domain/catalog/charge-kind";
import { formatCents, multiplyCents } from "@freight/domain/money/cents";
import { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { invoiceStatusName, isInvoicePayable, InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { orderOwed, type OrderOwed } from "@freight/domain/payments/order-owed";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { asc, eq } from "drizzle-orm";
import { amountLines, documentDate, renderBusinessPdf, type AmountLine } from "./pdf-document.js";
import type { Database } from "../db/client.js";
import { extraServices, hubs, invoices, orderProducts, orders, services } from "../db/schema/index.js";
import { billedToRows } from "./billed-to.js";
import { readCompanySettings } from "../company-settings/company-settings-read.js";

type InvoiceRow = typeof invoices.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

interface InvoicePdfFacts {
  invoice: InvoiceRow;
  order: OrderRow;
  serviceName: string;
  hubName: string;
  /** The hub's IANA zone: the document's times are on its clock. */
  hubTimeZone: string;
  extras: readonly { name: string; amount: number; unitPriceCents: number }[];
  /** The order's other invoices, for the supplementary charges it carries. */
  orderInvoices: readonly InvoiceRow[];
  owed: OrderOwed;
  /** Who it is billed to (billedToRows): the company's legal name, billing address and tax id, or the person. */
  billedTo: readonly (readonly [string, string])[];
  /** The company issuing it, as its settings stand now. */
  company: CompanySettings;
}

/** The order's booked price as lines: the service, the slot's fee, each extra and the discount, and its total. */
function orderLines({ order, serviceName, extras }: InvoicePdfFacts): AmountLine[] {
  const lines: AmountLine[] = [
    {
      label: `${serviceName} (${order.quantity} × ${formatCents(order.unitPriceCents)}${order.priceCents > multiplyCents(order.unitPriceCents, order.quantity) ? ", hub minimum charge" : ""})`,
      cents: order.priceCents,
    },
  ];
  if (order.feeCents > 0) {
    lines.push({
      label: isChargeKind(order.feeType) ? chargeKindLabel(order.feeType) : "Fee",
      cents: order.feeCents,
    });
  }
  for (const extra of extras) {
    lines.push({
      label: extra.amount > 1 ? `${extra.name} × ${extra.amount}` : extra.name,
      cents: multiplyCents(extra.unitPriceCents, extra.amount),
    });
  }
  if (order.discountCents > 0) {
    lines.push({ label: `Discount (${order.discountPercent}%)`, cents: -order.discountCents });
  }
  return lines;
}

/** Supplementary charges issued on the order (drafts and cancelled ones are not charges). */
function supplementaryLines(invoices: readonly InvoiceRow[]): AmountLine[] {
  return invoices
    .filter(
      (one) =>
        one.kind === InvoiceKind.Supplementary &&
        (isInvoicePayable(one.status as InvoiceStatus) || one.status === InvoiceStatus.Paid),
    )
    .map((one) => ({ label: `Supplementary charge ${one.number}: ${one.reason}`, cents: one.amountCents }));
}

/**
 * What this invoice still asks for: its amount while it is open, never more than its order owes (an invoice left
 * open after the order was paid another way asks for nothing); nothing once paid or cancelled.
 */
function invoiceDueCents(invoice: InvoiceRow, owed: OrderOwed): number {
  if (!isInvoicePayable(invoice.status as InvoiceStatus)) return 0;
  return Math.min(invoice.amountCents, owed.owedCents);
}

/**
 * Renders an invoice as a one-page PDF: who it is billed to, what it is for (the order's lines, or the supplementary
 * charge with its reason), the order's charges, what was paid and credited, what the order still owes, and this
 * invoice's amount, what of it is paid and what is due.
 */
function renderInvoicePdf(facts: InvoicePdfFacts): Promise<Buffer> {
  const { invoice, order, owed } = facts;
  const isSupplementary = invoice.kind === InvoiceKind.Supplementary;
  const paidCents = invoice.status === InvoiceStatus.Paid ? invoice.amountCents : 0;
  return renderBusinessPdf(
    {
      title: `Invoice ${invoice.number}`,
      company: facts.company,
      rows: [
        ["Status", invoiceStatusName(invoice.status as InvoiceStatus)],
        ["Issued", documentDate(invoice.issuedAt, facts.hubTimeZone)],
        ["Paid", documentDate(invoice.paidAt, facts.hubTimeZone)],
        ["Order", order.number],
        ["Hub", facts.hubName],
        ...facts.billedTo,
      ],
    },
    (doc) => {
      doc.font("Helvetica-Bold").text("Description");
      doc
        .font("Helvetica")
        .text(
          isSupplementary
            ? `Supplementary charge on order ${order.number}: ${invoice.reason}`
            : invoice.description || `Services for order ${order.number}`,
        );
      if (isSupplementary && invoice.description) doc.text(invoice.description);
      doc.moveDown(1);
      doc.font("Helvetica-Bold").text(`Order ${order.number}`);
      amountLines(doc, [
        ...orderLines(facts),
        { label: "Order total", cents: order.totalCents, isTotal: true },
        ...supplementaryLines(facts.orderInvoices),
        { label: "Charged", cents: owed.chargedCents, isTotal: true },
        { label: "Paid", cents: -owed.paidCents },
        ...(owed.creditedCents > 0 ? [{ label: "Credited", cents: -owed.creditedCents }] : []),
        { label: "Order still owes", cents: owed.owedCents, isTotal: true },
      ]);
      doc.moveDown(1);
      doc.font("Helvetica-Bold").text(`This invoice`);
      amountLines(doc, [
        {
          label: isSupplementary
            ? `Supplementary charge: ${invoice.reason}`
            : `Towards order ${order.number}`,
          cents: invoice.amountCents,
        },
        { label: "Paid", cents: -paidCents },
      ]);
      doc.moveDown(1);
      doc
        .font("Helvetica-Bold")
        .fontSize(14)
        .text(`Amount due: ${formatCents(invoiceDueCents(invoice, owed))} (USD)`);
      if (isInvoicePayable(invoice.status as InvoiceStatus) && invoice.amountCents > owed.owedCents) {
        doc
          .font("Helvetica")
          .fontSize(10)
          .text(`The order owes ${formatCents(owed.owedCents)}; this invoice asks for no more than that.`);
      }
    },
  );
}

/** An invoice PDF as a file: its name is the invoice's number (INV-0000042.pdf). */
export interface InvoicePdfFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The invoice as a PDF, as the customer downloads it and as it is attached to its e-mails, or null when there is
 * no such invoice or `mayRead` refuses it (given the invoice and its order, before anything is drawn).
 */
export async function renderInvoicePdfFile(
  db: Database,
  invoiceId: number,
  mayRead: (invoice: InvoiceRow, order: OrderRow) => boolean = () => true,
): Promise<InvoicePdfFile | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      order: orders,
      hubName: hubs.name,
      hubTimeZone: hubs.timeZone,
      serviceName: services.name,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!row || !mayRead(row.invoice, row.order)) return null;
  const [orderInvoices, extras, billedTo, company] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.orderId, row.order.id)).orderBy(asc(invoices.id)),
    db
      .select({
        name: extraServices.name,
        amount: orderProducts.amount,
        unitPriceCents: orderProducts.unitPriceCents,
      })
      .from(orderProducts)
      .innerJoin(extraServices, eq(extraServices.id, orderProducts.extraServiceId))
      .where(eq(orderProducts.orderId, row.order.id))
      .orderBy(asc(extraServices.name)),
    billedToRows(db, row.order.customerId),
    readCompanySettings(db),
  ]);
  const owed = orderOwed({
    status: row.order.status as OrderStatus,
    totalCents: row.order.totalCents,
    totalPaidCents: row.order.totalPaidCents,
    creditedCents: row.order.creditedCents,
    invoices: orderInvoices.map((one) => ({
      status: one.status as InvoiceStatus,
      kind: one.kind,
      amountCents: one.amountCents,
    })),
  });
  const pdf = await renderInvoicePdf({
    invoice: row.invoice,
    order: row.order,
    serviceName: row.serviceName,
    hubName: row.hubName,
    hubTimeZone: row.hubTimeZone,
    extras,
    orderInvoices,
    owed,
    billedTo,
    company,
  });
  return { fileName: `${row.invoice.number}.pdf`, pdf };
}
