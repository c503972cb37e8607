import { formatCents } from "@freight/domain/money/cents";
import { OrderActor, staffMoveNeedsReason } from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { formatInvoiceNumber } from "@freight/domain/payments/invoice-number";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { invoiceReminderRefusal } from "@freight/domain/payments/invoice-reminder";
import { invoiceTransitionRefusal } from "@freight/domain/payments/invoice-transitions";
import { asc, eq, sql } from "drizzle-orm";
import { invoices, orders } from "../../db/schema/index.js";
import { HttpError, notFound } from "../../http/http-error.js";
import type { Schemas } from "../../openapi/contract-types.js";
import { createMessage } from "../../core/notifications/messages.js";
import { ensureVisible, type Caller, type OrderServices } from "../../core/orders/order-booking-service.js";
import {
  lockInvoiceRow,
  lockOrder,
  refreshBillingStatus,
  transitionOrder,
  type OrderEvent,
} from "../../core/orders/order-lifecycle-service.js";
import { toInvoice, type OrderRow } from "../../core/orders/order-views.js";

/** Staff move an order (accept, arrive, start, process, close, fail, cancel) by the staff column of the table. */
export async function changeOrderStatus(
  services: OrderServices,
  staffUserId: number,
  orderId: number,
  to: OrderStatus,
  note = "",
): Promise<OrderRow> {
  if (staffMoveNeedsReason(to) && note.trim() === "") {
    throw new HttpError(400, `Say why the order is moved to ${to}: the customer reads it`, [
      { field: "note", message: "A reason is required for this status" },
    ]);
  }
  const now = services.now();
  const { row, event } = await services.db.transaction(async (tx) =>
    transitionOrder(
      tx,
      await lockOrder(tx, orderId),
      to,
      { kind: OrderActor.Staff, userId: staffUserId },
      now,
      note.trim(),
    ),
  );
  await services.notify([event]);
  return row;
}

/** The invoices of an order the caller may see (drafts only for staff). */
export async function listOrderInvoices(
  services: OrderServices,
  caller: Caller,
  orderId: number,
): Promise<Schemas["Invoice"][]> {
  const [order] = await services.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  ensureVisible(order, caller, orderId);
  const rows = await services.db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  return rows.filter((row) => caller.isStaff || row.status !== InvoiceStatus.Draft).map(toInvoice);
}

function invoiceEvent(order: OrderRow, invoice: typeof invoices.$inferSelect): OrderEvent {
  return {
    customerId: order.customerId,
    orderId: order.id,
    title: `Invoice ${invoice.number}`,
    text: `Invoice ${invoice.number} for order ${order.number} is ready to pay: ${formatCents(invoice.amountCents)}.`,
  };
}

/** Staff create an invoice for an order; issued at once (the customer is told) unless kept as a draft. */
export async function issueInvoice(
  services: OrderServices,
  staffUserId: number,
  orderId: number,
  request: Schemas["InvoiceRequest"],
): Promise<Schemas["Invoice"]> {
  const now = services.now();
  const events: OrderEvent[] = [];
  const invoice = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (
      order.status === "cancelled" ||
      order.status === "cancelledByUser" ||
      order.status === "payCancelled"
    ) {
      throw new HttpError(409, `Order ${order.number} is cancelled; it cannot be invoiced`);
    }
    const sequence = await tx.execute<{ n: string }>(sql`select nextval('invoice_number_seq') as n`);
    const isDraft = request.draft === true;
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        number: formatInvoiceNumber(Number(sequence.rows[0]?.n)),
        amountCents: request.amount,
        description: request.description?.trim() ?? "",
        status: isDraft ? InvoiceStatus.Draft : InvoiceStatus.Issued,
        createdByUserId: staffUserId,
        createdAt: now,
        issuedAt: isDraft ? null : now,
      })
      .returning();
    if (!row) throw new Error("The invoice was not stored");
    if (!isDraft) {
      const event = invoiceEvent(order, row);
      await createMessage(tx, order.customerId, {
        title: event.title,
        text: event.text,
        button1Text: "Pay invoice",
        button1Command: `/portal/payment?invoiceId=${row.id}`,
      });
      events.push(event);
    }
    await refreshBillingStatus(tx, orderId);
    return row;
  });
  await services.notify(events);
  return toInvoice(invoice);
}

/** Staff issue a draft, approve or cancel an invoice, by the invoice transition table (409 otherwise). */
export async function updateInvoiceStatus(
  services: OrderServices,
  invoiceId: number,
  to: InvoiceStatus,
): Promise<Schemas["Invoice"]> {
  const now = services.now();
  const events: OrderEvent[] = [];
  const invoice = await services.db.transaction(async (tx) => {
    const current = await lockInvoiceRow(tx, invoiceId);
    const refusal = invoiceTransitionRefusal(current.status as InvoiceStatus, to);
    if (refusal) throw new HttpError(409, refusal);
    const [row] = await tx
      .update(invoices)
      .set({ status: to, issuedAt: to === InvoiceStatus.Issued ? now : current.issuedAt })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw notFound(`Invoice ${invoiceId} was not found`);
    const order = await lockOrder(tx, row.orderId);
    if (to === InvoiceStatus.Issued) {
      const event = invoiceEvent(order, row);
      await createMessage(tx, order.customerId, { title: event.title, text: event.text });
      events.push(event);
    }
    await refreshBillingStatus(tx, row.orderId);
    return row;
  });
  await services.notify(events);
  return toInvoice(invoice);
}

/**
 * Staff remind the customer of an open invoice: an in-app message with a way to pay it, and the e-mail or text
 * their notification settings ask for. The invoice row is locked, so parallel reminders send one; a second
 * within ten minutes is refused (409) by the domain's rule.
 */
export async function sendInvoice(services: OrderServices, invoiceId: number): Promise<Schemas["Invoice"]> {
  const now = services.now();
  const events: OrderEvent[] = [];
  const invoice = await services.db.transaction(async (tx) => {
    const current = await lockInvoiceRow(tx, invoiceId);
    const refusal = invoiceReminderRefusal({
      status: current.status as InvoiceStatus,
      lastSentAt: current.lastSentAt,
      now,
    });
    if (refusal) throw new HttpError(409, refusal);
    const [row] = await tx
      .update(invoices)
      .set({ lastSentAt: now })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw notFound(`Invoice ${invoiceId} was not found`);
    const order = await lockOrder(tx, row.orderId);
    const event = { ...invoiceEvent(order, row), title: `Reminder: invoice ${row.number}` };
    await createMessage(tx, order.customerId, {
      title: event.title,
      text: event.text,
      type: "Warning",
      button1Text: "Pay invoice",
      button1Command: `/portal/payment?orderId=${order.id}&invoiceId=${row.id}`,
    });
    events.push(event);
    return row;
  });
  await services.notify(events);
  return toInvoice(invoice);
}
