import type { Order } from "@freight/domain/orders/order-mapper";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { PaymentStatus } from "@freight/domain/payments/payment-status";

/** The row actions of spec 2 (order history). */
export type OrderAction = "view" | "repeat" | "duplicate" | "edit" | "cancel" | "pay";

/** Statuses in which the hub has not started on the order, so the customer may still change or cancel it. */
const CHANGEABLE_STATUSES: readonly string[] = [OrderStatus.New, OrderStatus.Accepted];
const FINISHED_UNSUCCESSFULLY: readonly string[] = [
  OrderStatus.Cancelled,
  OrderStatus.CancelledByUser,
  OrderStatus.PayCancelled,
  OrderStatus.Failed,
];

function startsAfter(order: Pick<Order, "timeFrom">, now: number): boolean {
  const start = Date.parse(order.timeFrom);
  return Number.isFinite(start) && start > now;
}

/**
 * Which row actions an order offers (the spec does not list the allowed transitions, so the portal offers): view,
 * repeat and duplicate always; edit and cancel only while the order is new or accepted and its slot has not started;
 * pay while something is due on an order that was not cancelled or failed.
 */
export function allowedOrderActions(
  order: Pick<Order, "status" | "timeFrom" | "billingStatus" | "total" | "totalPaid">,
  now: number,
): OrderAction[] {
  const actions: OrderAction[] = ["view", "repeat", "duplicate"];
  const isChangeable = CHANGEABLE_STATUSES.includes(order.status) && startsAfter(order, now);
  if (isChangeable) actions.push("edit", "cancel");
  const isDue = order.billingStatus !== PaymentStatus.Paid && order.total > order.totalPaid;
  if (isDue && !FINISHED_UNSUCCESSFULLY.includes(order.status)) actions.push("pay");
  return actions;
}
