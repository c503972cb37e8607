/** Order status as the string value used by the API and the UI. */
export const OrderStatus = {
  New: "new",
  Accepted: "accepted",
  ArrivedToHub: "arrivedToHub",
  InProgress: "inProgress",
  NeedsAttention: "needsAttention",
  Processed: "processed",
  Closed: "closed",
  Failed: "failed",
  Cancelled: "cancelled",
  CancelledByUser: "cancelledByUser",
  PayCancelled: "payCancelled",
} as const;

/** One order status string. */
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Order status numeric codes. `failed` has no numeric code. */
export const OrderStatusCode = {
  New: 0,
  Accepted: 20,
  ArrivedToHUB: 30,
  InProgress: 40,
  NeedsAttention: 50,
  Processed: 60,
  Closed: 70,
  Cancelled: 80,
  CancelledByUser: 90,
  PayCancelled: 91,
} as const;

/** One order status numeric code. */
export type OrderStatusCode = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

/** An order status as the UI shows it: every kind of cancellation shows as cancelled. */
export type OrderDisplayStatus = Exclude<OrderStatus, "cancelledByUser" | "payCancelled">;

/** Every order status string, in lifecycle order. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** Every order status code, ascending. */
export const ORDER_STATUS_CODES: readonly OrderStatusCode[] = Object.values(OrderStatusCode);

const STATUS_BY_CODE: ReadonlyMap<OrderStatusCode, OrderStatus> = new Map([
  [OrderStatusCode.New, OrderStatus.New],
  [OrderStatusCode.Accepted, OrderStatus.Accepted],
  [OrderStatusCode.ArrivedToHUB, OrderStatus.ArrivedToHub],
  [OrderStatusCode.InProgress, OrderStatus.InProgress],
  [OrderStatusCode.NeedsAttention, OrderStatus.NeedsAttention],
  [OrderStatusCode.Processed, OrderStatus.Processed],
  [OrderStatusCode.Closed, OrderStatus.Closed],
  [OrderStatusCode.Cancelled, OrderStatus.Cancelled],
  [OrderStatusCode.CancelledByUser, OrderStatus.CancelledByUser],
  [OrderStatusCode.PayCancelled, OrderStatus.PayCancelled],
]);

const CODE_BY_STATUS: ReadonlyMap<OrderStatus, OrderStatusCode> = new Map(
  [...STATUS_BY_CODE].map(([code, status]) => [status, code]),
);

/** Whether a value is one of the order status strings. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.includes(value as OrderStatus);
}

/** The status string for a numeric code, or undefined for an unknown code. */
export function orderStatusFromCode(code: number): OrderStatus | undefined {
  return STATUS_BY_CODE.get(code as OrderStatusCode);
}

/** The numeric code for a status string, or undefined for `failed` (it has none). */
export function orderStatusToCode(status: OrderStatus): OrderStatusCode | undefined {
  return CODE_BY_STATUS.get(status);
}

/** Reads a server status given as a code or a string; unknown values give undefined. */
export function parseOrderStatus(value: unknown): OrderStatus | undefined {
  if (typeof value === "number") return orderStatusFromCode(value);
  return isOrderStatus(value) ? value : undefined;
}

/** The status to display: Cancelled, CancelledByUser and PayCancelled all show as cancelled. */
export function toOrderDisplayStatus(status: OrderStatus): OrderDisplayStatus {
  if (status === OrderStatus.CancelledByUser || status === OrderStatus.PayCancelled)
    return OrderStatus.Cancelled;
  return status;
}
