import { formatCents } from "@freight/domain/money/cents";
import { driverCalledInText } from "@freight/domain/notifications/driver-texts";
import { dockDoorOf, dockDoorRefusal } from "@freight/domain/orders/dock-door";
import type { Tx } from "../db/client.js";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.js";
import { isArrivalCompletedByAccept } from "@freight/domain/orders/driver-check-in";
import { OrderActor, staffMoveNeedsReason } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { formatInvoiceNumber } from "@freight/domain/payments/invoice-number";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { invoiceReminderRefusal } from "@freight/domain/payments/invoice-reminder";
import { invoiceTransitionRefusal } from "@freight/domain/payments/invoice-transitions";
import { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { invoiceRefusal } from "@freight/domain/payments/order-owed";
import { asc, eq, sql } from "drizzle-orm";
import { hubs, invoices, orders } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";
import { createMessage } from "../notifications/messages.js";
import { ensureVisible, type Caller, type OrderServices } from "./order-booking-service.js";
import {
  lockInvoiceRow,
  lockOrder,
  orderOwedIn,
  refreshBillingStatus,
  transitionOrder,
  type OrderEvent,
} from "./order-lifecycle-service.js";
import { arrivalOfRow, vehicleWords } from "./order-arrival.js";
import { toInvoice, type OrderRow } from "./order-views.js";
import { textDoorToDriver } from "./order-door-service.js";

/**
 * Staff move an order (accept, arrive, start, process, close, fail, cancel) by the staff column of the table.
 * Accepting an order whose driver checked in on time and waits at the gate lets them in too (arrivedToHub in the
 * same transaction), so an accept and a check-in that race end alike whichever locks the order first.
 */
export async function changeOrderStatus(
  services: OrderServices,
  staffUserId: number,
  orderId: number,
  to: OrderStatus,
  note = "",
  door?: string,
): Promise<OrderRow> {
  if (staffMoveNeedsReason(to) && note.trim() === "") {
    throw new HttpError(400, `Say why the order is moved to ${to}: the customer reads it`, [
      { field: "note", message: "A reason is required for this status" },
    ]);
  }
  const doorName = door === undefined ? undefined : letInDoor(to, door);
  const now = services.now();
  const actor = { kind: OrderActor.Staff, userId: staffUserId };
  const { row, events } = await services.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, orderId);
    const moved = await transitionOrder(tx, locked, to, actor, now, note.trim());
    if (doorName !== undefined) {
      // Let in and sent to a door at once: the door is the order's in the same transaction as the arrival.
      const [withDoor] = await tx
        .update(orders)
        .set({ door: doorName, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      return { row: withDoor ?? moved.row, events: [moved.event] };
    }
    const arrival = arrivalOfRow(locked);
    if (to !== OrderStatus.Accepted || !arrival || !isArrivalCompletedByAccept(arrival)) {
      return { row: moved.row, events: [moved.event] };
    }
    const hub = await hubOfOrder(tx, locked.hubId);
    const arrived = await transitionOrder(
      tx,
      moved.row,
      OrderStatus.ArrivedToHub,
      actor,
      now,
      `The driver checked in on ${formatZonedDateTime(arrival.arrivedAt, hub.timeZone)} (${vehicleWords(locked)}) and waited for the order to be accepted`,
    );
    return { row: arrived.row, events: [moved.event, arrived.event] };
  });
  await services.notify(events);
  if (events.some((event) => event.kind === "driverArrived")) {
    // A truck let in with its door hears the door ("Go to door 7 at …"), which calls it in too.
    if (doorName !== undefined) await textDoorToDriver(services, row, now);
    else await textCalledInDriver(services, row, now);
  }
  return row;
}

/** The door given with a let-in (POST …/status with arrivedToHub and a door), or 400 in words. */
function letInDoor(to: OrderStatus, door: string): string {
  if (to !== OrderStatus.ArrivedToHub) {
    throw badRequest(
      "A door goes with letting the truck in (arrivedToHub); give a door to a truck at the hub with PUT /staff/orders/{id}/door",
      "door",
    );
  }
  const refusal = dockDoorRefusal(door);
  if (refusal) throw badRequest(refusal, "door");
  return dockDoorOf(door);
}

/**
 * The gate called the truck in (let in, or accepted a driver waiting on time): the driver hears it by text, if they
 * agreed to texts on the check-in page (a STOP since is respected by the notifier).
 */
async function textCalledInDriver(services: OrderServices, order: OrderRow, now: Date): Promise<void> {
  if (!order.driverSmsConsentAt || !order.driverPhone) return;
  const [hub] = await services.db
    .select({ name: hubs.name, timeZone: hubs.timeZone })
    .from(hubs)
    .where(eq(hubs.id, order.hubId));
  if (!hub) return;
  await services.textDriver({
    orderId: order.id,
    phone: order.driverPhone,
    kind: "driverCalledIn",
    text: driverCalledInText({ number: order.number, hubName: hub.name, timeZone: hub.timeZone }, now),
  });
}

async function hubOfOrder(tx: Tx, hubId: number): Promise<{ timeZone: string }> {
  const [hub] = await tx.select({ timeZone: hubs.timeZone }).from(hubs).where(eq(hubs.id, hubId)).limit(1);
  return hub ?? { timeZone: "UTC" };
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
  const what =
    invoice.kind === InvoiceKind.Supplementary
      ? `an extra charge on order ${order.number} (${invoice.reason})`
      : `order ${order.number}`;
  return {
    kind: "invoiceIssued",
    customerId: order.customerId,
    orderId: order.id,
    invoiceId: invoice.id,
    title: `Invoice ${invoice.number}`,
    text: `Invoice ${invoice.number} for ${what} is ready to pay: ${formatCents(invoice.amountCents)}.`,
  };
}

/**
 * Staff create an invoice for an order; issued at once (the customer is told) unless kept as a draft. What the order
 * owes decides what an order invoice may be for (the domain's invoiceRefusal, 409 beyond it), read with the order
 * row locked: parallel invoices run one after the other and never together ask for more than is owed. A
 * supplementary invoice adds a charge, with the reason the customer reads.
 */
export async function issueInvoice(
  services: OrderServices,
  staffUserId: number,
  orderId: number,
  request: Schemas["InvoiceRequest"],
): Promise<Schemas["Invoice"]> {
  const kind = request.kind ?? InvoiceKind.Order;
  const reason = request.reason?.trim() ?? "";
  if (kind === InvoiceKind.Supplementary && !reason) {
    throw badRequest(
      "Say what the supplementary charge is for (e.g. 1 extra pallet): the customer reads it",
      "reason",
    );
  }
  if (kind === InvoiceKind.Order && reason) {
    throw badRequest(
      "A reason goes with a supplementary charge; describe an order invoice in description",
      "reason",
    );
  }
  const now = services.now();
  const events: OrderEvent[] = [];
  const invoice = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const refusal = invoiceRefusal(
      { number: order.number, status: order.status as OrderStatus },
      await orderOwedIn(tx, order),
      { kind, amountCents: request.amount },
    );
    if (refusal) throw new HttpError(409, refusal);
    const sequence = await tx.execute<{ n: string }>(sql`select nextval('invoice_number_seq') as n`);
    const isDraft = request.draft === true;
    const [row] = await tx
      .insert(invoices)
      .values({
        orderId,
        number: formatInvoiceNumber(Number(sequence.rows[0]?.n)),
        amountCents: request.amount,
        kind,
        reason,
        description: request.description?.trim() ?? "",
        status: isDraft ? InvoiceStatus.Draft : InvoiceStatus.Issued,
        createdByUserId: staffUserId,
        createdAt: now,
        issuedAt: isDraft ? null : now,
      })
      .returning();
    if (!row) throw new Error("The invoice was not stored");
    if (!isDraft) {
      await recordWebhookEvent(tx, {
        accountUserId: order.customerId,
        type: "invoice.issued",
        orderId: order.id,
        payload: {
          invoice: { id: row.id, number: row.number, amountCents: row.amountCents, kind: row.kind },
          order: { id: order.id, number: order.number },
          at: now.toISOString(),
        },
        at: now,
      });
      const event = invoiceEvent(order, row);
      await createMessage(tx, order.customerId, "invoiceIssued", {
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
    if (to === InvoiceStatus.Issued) {
      // A draft asks for money only once issued: what the order owes then decides, as for a new invoice.
      const order = await lockOrder(tx, current.orderId);
      const owedRefusal = invoiceRefusal(
        { number: order.number, status: order.status as OrderStatus },
        await orderOwedIn(tx, order),
        { kind: current.kind, amountCents: current.amountCents },
      );
      if (owedRefusal) throw new HttpError(409, owedRefusal);
    }
    const [row] = await tx
      .update(invoices)
      .set({ status: to, issuedAt: to === InvoiceStatus.Issued ? now : current.issuedAt })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw notFound(`Invoice ${invoiceId} was not found`);
    const order = await lockOrder(tx, row.orderId);
    if (to === InvoiceStatus.Issued) {
      const event = invoiceEvent(order, row);
      await createMessage(tx, order.customerId, "invoiceIssued", { title: event.title, text: event.text });
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
    const event = {
      ...invoiceEvent(order, row),
      kind: "invoiceReminder" as const,
      title: `Reminder: invoice ${row.number}`,
    };
    await createMessage(tx, order.customerId, "invoiceReminder", {
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
