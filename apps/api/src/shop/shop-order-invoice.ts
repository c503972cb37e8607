import { formatCents } from "@freight/domain/money/cents";
import { isOrderVisibleTo, type Caller } from "../orders/order-booking-service.js";
import { SHOP_ORDER_STATUS_LABELS, shopOrderNumber } from "@freight/domain/shop/shop-order-status";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { shopOrders } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import { billedToRows } from "../documents/billed-to.js";
import { documentDate, renderBusinessPdf } from "../documents/pdf-document.js";
import { readCompanySettings } from "../company-settings/company-settings-read.js";
import { toShopOrderViews } from "./shop-order-records.js";

/**
 * A shop order's invoice as a PDF: who bought what at which price, the total and what was paid, dated on the
 * pick-up hub's clock. The customer's
 * own order (staff who read orders: any of their hubs'); another customer's is unknown (404).
 */
export async function shopOrderInvoicePdf(
  db: Database,
  caller: Caller,
  id: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db.select({ order: shopOrders }).from(shopOrders).where(eq(shopOrders.id, id));
  if (!row || !isOrderVisibleTo(caller, { customerId: row.order.userId, hubId: row.order.hubId })) {
    throw notFound(`There is no shop order ${id}`);
  }
  const [view] = await toShopOrderViews(db, [row.order]);
  if (!view) throw notFound(`There is no shop order ${id}`);
  const [billedTo, company] = await Promise.all([
    billedToRows(db, row.order.userId),
    readCompanySettings(db),
  ]);
  const number = shopOrderNumber(id);
  const pdf = await renderBusinessPdf(
    {
      title: `Invoice for shop order ${number}`,
      company,
      rows: [
        ["Status", SHOP_ORDER_STATUS_LABELS[view.status]],
        ["Placed", documentDate(row.order.createdAt, view.hub.timeZone)],
        ["Paid", documentDate(row.order.paidAt, view.hub.timeZone)],
        ["Pick-up at", `${view.hub.name}, ${view.hub.address}`],
        ...billedTo,
      ],
    },
    (doc) => {
      doc.font("Helvetica-Bold").text("Products");
      doc.font("Helvetica");
      for (const item of view.items) {
        doc.text(
          `${item.quantity} × ${item.name} at ${formatCents(item.unitPrice)}: ${formatCents(item.lineTotal)}`,
        );
      }
      doc.moveDown(1.5);
      doc
        .font("Helvetica-Bold")
        .fontSize(14)
        .text(`Total: ${formatCents(view.total)} (USD)`);
      doc
        .font("Helvetica")
        .fontSize(11)
        .text(`Paid: ${formatCents(view.paid)} (USD)`);
    },
  );
  return { fileName: `${number}.pdf`, pdf };
}
