import { OrderStatus } from "./order-status";

/** The webhook events a change of an order's status is told to the company's systems as. */
export type OrderWebhookEventType =
  "order.created" | "order.status_changed" | "order.driver_arrived" | "order.cancelled";

const CANCELLED: readonly OrderStatus[] = [
  OrderStatus.Cancelled,
  OrderStatus.CancelledByUser,
  OrderStatus.PayCancelled,
];

/**
 * The events of one timeline entry: the booking is `order.created`; every later change is `order.status_changed`
 * (with from and to), and reaching the driver's arrival or a cancellation is also told as its own event, so a
 * receiver that cares only about those subscribes to them alone.
 */
export function orderWebhookEventTypes(from: OrderStatus | null, to: OrderStatus): OrderWebhookEventType[] {
  if (from === null) return ["order.created"];
  // A timeline entry that changed no status (a slot move, a driver waiting at the gate) is no status change.
  if (from === to) return [];
  const types: OrderWebhookEventType[] = ["order.status_changed"];
  if (to === OrderStatus.ArrivedToHub) types.push("order.driver_arrived");
  if (CANCELLED.includes(to)) types.push("order.cancelled");
  return types;
}
