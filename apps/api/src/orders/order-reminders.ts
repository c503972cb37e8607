import { driverReminderText } from "@freight/domain/notifications/driver-texts";
import {
  isOrderReminderStillUseful,
  orderReminderSchedule,
  orderReminderText,
  type OrderReminderKind,
} from "@freight/domain/notifications/order-reminders";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { hubs, orderReminders, orders } from "../db/schema/index.js";
import { createMessage } from "../notifications/messages.js";
import type { OrderServices } from "./order-booking-service.js";
import type { OrderEvent } from "./order-lifecycle-service.js";

/**
 * Writes the order's reminders as its slot and status now ask (24 h and 2 h before the start while it is new or
 * accepted), in the transaction that booked, moved, or changed the status of the order: reminders not yet sent are
 * replaced, one already sent comes back only when its time changed (the order moved to another slot).
 */
export async function rescheduleOrderReminders(
  tx: Tx,
  order: { id: number; timeFrom: Date; status: string },
  now: Date,
): Promise<void> {
  await tx
    .delete(orderReminders)
    .where(and(eq(orderReminders.orderId, order.id), isNull(orderReminders.sentAt)));
  const schedule = orderReminderSchedule(order, now);
  if (schedule.length === 0) return;
  await tx
    .insert(orderReminders)
    .values(schedule.map((reminder) => ({ orderId: order.id, ...reminder })))
    .onConflictDoUpdate({
      target: [orderReminders.orderId, orderReminders.kind],
      set: { dueAt: sql`excluded.due_at`, sentAt: null },
      setWhere: sql`${orderReminders.dueAt} <> excluded.due_at`,
    });
}

/** Reminders claimed at once by one poll; the rest wait for the next minute. */
const claimLimit = 100;

/**
 * The poller's work (every minute, on every API instance): claims the reminders that are due with FOR UPDATE SKIP
 * LOCKED and marks them sent in the same statement, so two instances polling together each take different ones and
 * none is sent twice; then tells the customer (in-app, e-mail, SMS as their order-update switches say) and texts the
 * driver's phone on the order (the check-in link and code) unless that number answered STOP. A reminder found after
 * its moment passed (the API was down) goes only while it still helps (isOrderReminderStillUseful).
 */
export async function sendDueOrderReminders(services: OrderServices): Promise<{ sent: number; dropped: number }> {
  const now = services.now();
  const claimed = await services.db.execute<{ order_id: number; kind: OrderReminderKind }>(sql`
    update ${orderReminders} set sent_at = ${now}
    where id in (
      select id from ${orderReminders}
      where sent_at is null and due_at <= ${now}
      order by due_at
      limit ${claimLimit}
      for update skip locked
    )
    returning order_id, kind`);
  if (claimed.rows.length === 0) return { sent: 0, dropped: 0 };
  const rows = await services.db
    .select({
      id: orders.id,
      number: orders.number,
      customerId: orders.customerId,
      status: orders.status,
      timeFrom: orders.timeFrom,
      timeTo: orders.timeTo,
      driverPhone: orders.driverPhone,
      checkInCode: orders.checkInCode,
      hubName: hubs.name,
      timeZone: hubs.timeZone,
    })
    .from(orders)
    .innerJoin(hubs, eq(hubs.id, orders.hubId))
    .where(inArray(orders.id, [...new Set(claimed.rows.map((row) => row.order_id))]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const events: OrderEvent[] = [];
  let dropped = 0;
  for (const { order_id: orderId, kind } of claimed.rows) {
    const order = byId.get(orderId);
    if (!order || !isOrderReminderStillUseful(kind, order, now)) {
      dropped += 1;
      continue;
    }
    const { title, text } = orderReminderText(kind, order);
    await createMessage(services.db, order.customerId, "orderReminder", {
      title,
      text,
      button1Text: "View order",
      button1Command: `/dashboard/order-details/${order.id}`,
    });
    events.push({ kind: "orderReminder", customerId: order.customerId, orderId: order.id, title, text });
    if (order.driverPhone) {
      await services.textDriver({
        orderId: order.id,
        phone: order.driverPhone,
        kind: "driverReminder",
        text: driverReminderText(kind, order, services.driverCheckInUrl),
      });
    }
  }
  await services.notify(events);
  return { sent: events.length, dropped };
}
