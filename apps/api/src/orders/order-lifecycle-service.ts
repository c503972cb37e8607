import { sumCents } from "@freight/domain/money/cents";
import { orderWebhookEventTypes } from "@freight/domain/orders/order-webhook-events";
import { recordWebhookEvent } from "../webhooks/webhook-outbox.js";
import { customerCancelRefusal } from "@freight/domain/orders/booking-policy";
import { OrderActor, transitionRefusal } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import { orderStatusMessageKind, type MessageKind } from "@freight/domain/notifications/message-catalogue";
import { billingStatusOf } from "@freight/domain/payments/billing-status";
import { InvoiceStatus } from "@freight/domain/payments/invoice-status";
import { canPayInvoice } from "@freight/domain/payments/invoice-transitions";
import { orderOwed, type OrderOwed, type OrderOwedFacts } from "@freight/domain/payments/order-owed";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { hubs, invoices, orders, orderStatusChanges } from "../db/schema/index.js";
import { HttpError, notFound } from "../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import { rescheduleOrderReminders } from "./order-reminders.js";
import type { OrderRow } from "./order-views.js";

/** Who makes a change: the actor kind of the transition table and, for people, their user id. */
export interface ActorRef {
  kind: OrderActor;
  userId?: number;
}

/** Something that happened to an order that the customer hears about by e-mail or SMS after the commit. */
export interface OrderEvent {
  /** The message of the catalogue it is; the customer's preferences for its topic pick the channels. */
  kind: MessageKind;
  customerId: number;
  orderId: number;
  /** The invoice an invoice message is about: its e-mail's button opens its payment. */
  invoiceId?: number;
  title: string;
  text: string;
}

const statusWords: Record<OrderStatus, string> = {
  new: "booked",
  accepted: "accepted by the hub",
  arrivedToHub: "checked in: the driver has arrived at the hub",
  inProgress: "in progress",
  needsAttention: "waiting for your attention",
  processed: "processed",
  closed: "closed",
  failed: "marked as failed",
  cancelled: "cancelled by the hub",
  cancelledByUser: "cancelled at your request",
  payCancelled: "cancelled because the payment did not complete",
};

/** The in-app message (and e-mail/SMS text) for an order reaching a status. */
function statusMessage(number: string, status: OrderStatus): { title: string; text: string } {
  return { title: `Order ${number}`, text: `Order ${number} is ${statusWords[status]}.` };
}

/**
 * Locks an order row for the rest of the transaction, or answers undefined when there is none. The lock is
 * FOR NO KEY UPDATE (we never change an order's id): it still serializes every writer of the order, but lets
 * other transactions insert rows that reference it (timeline, payments, messages) instead of deadlocking with
 * them. A database error (a deadlock, a lost connection) is thrown as it is, never mistaken for "no such order".
 */
export async function findOrderForUpdate(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("no key update").limit(1);
  return row;
}

/** Locks an order row for the rest of the transaction; 404 when it does not exist. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const row = await findOrderForUpdate(tx, orderId);
  if (!row) throw notFound(`Order ${orderId} was not found`);
  return row;
}

/** Records a status change of an order (the booking itself has no `from`) and tells the customer in-app. */
export async function recordStatusChange(
  tx: Tx,
  order: Pick<OrderRow, "id" | "customerId" | "number" | "timeFrom" | "hubId">,
  from: OrderStatus | null,
  to: OrderStatus,
  actor: ActorRef,
  note: string,
  now: Date,
): Promise<OrderEvent> {
  await tx.insert(orderStatusChanges).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actor: actor.kind,
    actorUserId: actor.userId ?? null,
    note,
    createdAt: now,
  });
  // The reminders before the slot follow the status: written at booking, gone once it is cancelled or arrived.
  await rescheduleOrderReminders(tx, { id: order.id, timeFrom: order.timeFrom, status: to }, now);
  // The company's systems hear of it through the webhook outbox, in this same transaction, with the moment in UTC
  // and as the hub's people read it (its zone's abbreviation included).
  const webhookTypes = orderWebhookEventTypes(from, to);
  if (webhookTypes.length > 0) {
    const [hub] = await tx.select({ timeZone: hubs.timeZone }).from(hubs).where(eq(hubs.id, order.hubId));
    const atHubTime = formatZonedDateTime(now, hub?.timeZone ?? "UTC");
    for (const type of webhookTypes) {
      await recordWebhookEvent(tx, {
        accountUserId: order.customerId,
        type,
        orderId: order.id,
        payload: {
          order: { id: order.id, number: order.number },
          from,
          to,
          at: now.toISOString(),
          atHubTime,
        },
        at: now,
      });
    }
  }
  const message = statusMessage(order.number, to);
  await createMessage(tx, order.customerId, orderStatusMessageKind(to), {
    title: message.title,
    text: message.text,
    type: to === OrderStatus.Failed || to === OrderStatus.NeedsAttention ? "Warning" : "Info",
    button1Text: "View order",
    button1Command: `/dashboard/order-details/${order.id}`,
  });
  return { kind: orderStatusMessageKind(to), customerId: order.customerId, orderId: order.id, ...message };
}

/**
 * Moves a locked order to `to` if the transition table lets `actor` do it (409 with the reason otherwise),
 * records it in the timeline and messages the customer. Leaving `new` releases a pre-payment hold.
 */
export async function transitionOrder(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  actor: ActorRef,
  now: Date,
  note = "",
): Promise<{ row: OrderRow; event: OrderEvent }> {
  const from = order.status as OrderStatus;
  const refusal = transitionRefusal(from, to, actor.kind);
  if (refusal) throw new HttpError(409, refusal);
  const [row] = await tx
    .update(orders)
    .set({
      status: to,
      holdExpiresAt: null,
      updatedAt: now,
      // Arrival is when the truck reached the hub, whoever recorded it (the driver, or the gate for them).
      ...(to === OrderStatus.ArrivedToHub
        ? { checkedInAt: sql`coalesce(${orders.checkedInAt}, ${now})` }
        : {}),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw notFound(`Order ${order.id} was not found`);
  const event = await recordStatusChange(tx, row, from, to, actor, note, now);
  const billed = await refreshBillingStatus(tx, row.id);
  return { row: billed, event };
}

/** The facts what an order owes follows from: its row and its invoices as they are now. */
export async function orderOwedFactsIn(tx: Tx, order: OrderRow): Promise<OrderOwedFacts> {
  const rows = await tx
    .select({ status: invoices.status, kind: invoices.kind, amountCents: invoices.amountCents })
    .from(invoices)
    .where(eq(invoices.orderId, order.id));
  return {
    status: order.status as OrderStatus,
    totalCents: order.totalCents,
    totalPaidCents: order.totalPaidCents,
    creditedCents: order.creditedCents,
    invoices: rows.map((row) => ({ ...row, status: row.status as InvoiceStatus })),
  };
}

/**
 * What an order owes (the domain's orderOwed). Call it with the order row locked (lockOrder) when the answer decides
 * a write: every writer of an order's money or invoices holds that lock, so the answer stays true until the
 * transaction ends.
 */
export async function orderOwedIn(tx: Tx, order: OrderRow): Promise<OrderOwed> {
  return orderOwed(await orderOwedFactsIn(tx, order));
}

/** Recomputes an order's billing status from what it owes, its open invoices and a pending pre-payment. */
export async function refreshBillingStatus(tx: Tx, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound(`Order ${orderId} was not found`);
  const billingStatus = billingStatusOf(
    await orderOwedIn(tx, order),
    order.holdExpiresAt !== null && order.status === OrderStatus.New,
  );
  if (billingStatus === order.billingStatus) return order;
  const [row] = await tx.update(orders).set({ billingStatus }).where(eq(orders.id, orderId)).returning();
  return row ?? order;
}

/** The customer cancels their order (status cancelledByUser): before the change cutoff, and only while unpaid. */
export async function cancelOrderByCustomer(
  tx: Tx,
  order: OrderRow,
  /** The person cancelling: the customer, or the company member acting for it. */
  actorUserId: number,
  now: Date,
): Promise<{ row: OrderRow; event: OrderEvent }> {
  const refusal = customerCancelRefusal(
    {
      status: order.status as OrderStatus,
      timeFrom: order.timeFrom.toISOString(),
      totalPaid: order.totalPaidCents,
    },
    now,
  );
  if (refusal) throw new HttpError(409, refusal);
  return transitionOrder(
    tx,
    order,
    OrderStatus.CancelledByUser,
    { kind: OrderActor.Customer, userId: actorUserId },
    now,
  );
}

/**
 * For payments: records `cents` received for an order inside the payment's own transaction. A pending
 * pre-payment hold is released (the place is now the customer's) and the billing status recomputed.
 */
export async function recordOrderPayment(
  tx: Tx,
  orderId: number,
  cents: number,
  now = new Date(),
): Promise<OrderRow> {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`A payment must be positive cents, got ${cents}`);
  const order = await lockOrder(tx, orderId);
  await tx
    .update(orders)
    .set({ totalPaidCents: sumCents([order.totalPaidCents, cents]), holdExpiresAt: null, updatedAt: now })
    .where(eq(orders.id, orderId));
  return refreshBillingStatus(tx, orderId);
}

/**
 * For payments: records that an invoice was paid (status Paid, paidAt) and adds the amount to the order's
 * totalPaid. 409 unless the invoice is issued or approved.
 */
/** An invoice, locked until the transaction ends, so changes of one invoice run one after the other. */
export async function findLockedInvoice(
  tx: Tx,
  invoiceId: number,
): Promise<typeof invoices.$inferSelect | undefined> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("no key update")
    .limit(1);
  return invoice;
}

/** The invoice locked (findLockedInvoice), or 404. */
export async function lockInvoiceRow(tx: Tx, invoiceId: number): Promise<typeof invoices.$inferSelect> {
  const invoice = await findLockedInvoice(tx, invoiceId);
  if (!invoice) throw notFound(`Invoice ${invoiceId} was not found`);
  return invoice;
}

export async function recordInvoicePayment(
  tx: Tx,
  invoiceId: number,
  now = new Date(),
): Promise<typeof invoices.$inferSelect> {
  const invoice = await lockInvoiceRow(tx, invoiceId);
  if (!canPayInvoice(invoice.status as InvoiceStatus)) {
    throw new HttpError(409, `Invoice ${invoice.number} is not open for payment`);
  }
  const [paid] = await tx
    .update(invoices)
    .set({ status: InvoiceStatus.Paid, paidAt: now })
    .where(eq(invoices.id, invoiceId))
    .returning();
  const order = await lockOrder(tx, invoice.orderId);
  await tx
    .update(orders)
    .set({ totalPaidCents: sumCents([order.totalPaidCents, invoice.amountCents]), updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordWebhookEvent(tx, {
    accountUserId: order.customerId,
    type: "invoice.paid",
    orderId: order.id,
    payload: {
      invoice: {
        id: invoice.id,
        number: invoice.number,
        amountCents: invoice.amountCents,
        kind: invoice.kind,
      },
      order: { id: order.id, number: order.number },
      at: now.toISOString(),
    },
    at: now,
  });
  await refreshBillingStatus(tx, order.id);
  return paid ?? invoice;
}

/**
 * The customer abandoned paying (spec "pay cancellation"), or payments reports a cancelled checkout:
 * a new, unpaid order becomes payCancelled and frees its slot place. Returns the event to notify.
 */
export async function cancelOrderPayment(
  tx: Tx,
  orderId: number,
  actor: ActorRef,
  now = new Date(),
): Promise<{ row: OrderRow; event: OrderEvent }> {
  const order = await lockOrder(tx, orderId);
  if (order.totalPaidCents > 0) {
    throw new HttpError(409, `Order ${order.number} is already paid in part; it cannot be pay-cancelled`);
  }
  return transitionOrder(tx, order, OrderStatus.PayCancelled, actor, now, "Payment not completed");
}

/**
 * Frees the places of pre-payments whose hold expired: each such order becomes payCancelled (system).
 * `where` narrows it to one hub slot (the booking path) or leaves it global (the periodic sweep).
 */
export async function expirePrepaymentHolds(
  db: Pick<Database, "transaction">,
  now: Date,
  where?: { hubId: number; timeFrom: Date },
): Promise<OrderEvent[]> {
  return db.transaction(async (tx) => expireHoldsIn(tx, now, where));
}

export async function expireHoldsIn(
  tx: Tx,
  now: Date,
  where?: { hubId: number; timeFrom: Date },
): Promise<OrderEvent[]> {
  const expired = await tx
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.holdExpiresAt),
        lte(orders.holdExpiresAt, now),
        eq(orders.status, OrderStatus.New),
        where ? and(eq(orders.hubId, where.hubId), eq(orders.timeFrom, where.timeFrom)) : undefined,
      ),
    )
    .for("no key update", { skipLocked: true });
  const events: OrderEvent[] = [];
  for (const order of expired) {
    const { event } = await transitionOrder(
      tx,
      order,
      OrderStatus.PayCancelled,
      { kind: OrderActor.System },
      now,
      "The pre-payment hold expired",
    );
    events.push(event);
  }
  return events;
}
