import { formatZonedRange } from "../time/hub-clock";
import { OrderStatus } from "../orders/order-status";

/** The reminders before a slot, by how long before its start they go. */
export const ORDER_REMINDER_LEADS_MS = {
  "24h": 24 * 60 * 60_000,
  "2h": 2 * 60 * 60_000,
} as const;

export type OrderReminderKind = keyof typeof ORDER_REMINDER_LEADS_MS;

export const ORDER_REMINDER_KINDS = Object.keys(ORDER_REMINDER_LEADS_MS) as OrderReminderKind[];

/** Orders still expected at the hub: a reminder makes sense only for these (a cancelled or arrived one needs none). */
const REMINDED_STATUSES: readonly string[] = [OrderStatus.New, OrderStatus.Accepted];

/**
 * The reminders an order should have now: 24 h and 2 h before its slot's start, while it is new or accepted,
 * leaving out any whose time has already passed (an order booked an hour ahead gets neither).
 */
export function orderReminderSchedule(
  order: { timeFrom: Date; status: string },
  now: Date,
): { kind: OrderReminderKind; dueAt: Date }[] {
  if (!REMINDED_STATUSES.includes(order.status)) return [];
  return ORDER_REMINDER_KINDS.map((kind) => ({
    kind,
    dueAt: new Date(order.timeFrom.getTime() - ORDER_REMINDER_LEADS_MS[kind]),
  })).filter((reminder) => reminder.dueAt.getTime() > now.getTime());
}

/**
 * Whether a reminder claimed late (the API was down at its time) is still worth sending: never once the slot has
 * started or the order left new/accepted, and a 24-hour reminder not once the 2-hour one is due (one would
 * follow the other at once).
 */
export function isOrderReminderStillUseful(
  kind: OrderReminderKind,
  order: { timeFrom: Date; status: string },
  now: Date,
): boolean {
  if (!REMINDED_STATUSES.includes(order.status)) return false;
  const start = order.timeFrom.getTime();
  if (now.getTime() >= start) return false;
  return kind === "2h" || now.getTime() < start - ORDER_REMINDER_LEADS_MS["2h"];
}

export interface RemindedOrder {
  number: string;
  hubName: string;
  timeZone: string;
  timeFrom: Date;
  timeTo: Date;
}

/** The customer's reminder: which order, where, and the slot on the hub's clock with its abbreviation. */
export function orderReminderText(kind: OrderReminderKind, order: RemindedOrder): { title: string; text: string } {
  const when = kind === "24h" ? "tomorrow" : "in 2 hours";
  return {
    title: `Reminder: order ${order.number} ${when}`,
    text: `Your slot for order ${order.number} at ${order.hubName} starts ${when}: ${formatZonedRange(order.timeFrom, order.timeTo, order.timeZone)}.`,
  };
}
