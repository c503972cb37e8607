import { OrderStatus } from "./order-status";

/**
 * A hub's booking policy. The spec only fixes the 3-hour lead time of slots; the rest are the
 * defaults a dock scheduler expects, overridable per hub.
 */
export interface BookingPolicy {
  /** A slot must start at least this long after booking (spec: 3 hours). */
  leadTimeMinutes: number;
  /** Online edits and cancellations stop this long before the slot starts; after it, call the hub. */
  changeCutoffMinutes: number;
  /** How long a slot place is held for a pre-payment that has not completed. */
  prepaymentHoldMinutes: number;
}

/** The defaults: 3 hours lead time, changes until 2 hours before the slot, 15-minute payment hold. */
export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  leadTimeMinutes: 180,
  changeCutoffMinutes: 120,
  prepaymentHoldMinutes: 15,
};

const MINUTE_MS = 60_000;

/** What a customer may do with one of their orders (the history table's row actions). */
export interface CustomerOrderActions {
  canView: boolean;
  canRepeat: boolean;
  canDuplicate: boolean;
  canEdit: boolean;
  canCancel: boolean;
  canDeletePreOrder: boolean;
}

/** The order facts the customer's actions depend on. */
export interface OrderActionFacts {
  status: OrderStatus;
  /** Slot start, ISO 8601 (UTC). */
  timeFrom: string;
  /** Cents paid so far; a pre-order is an order nobody has paid anything for yet. */
  totalPaid: number;
}

/** Whether the change cutoff before the slot has passed. */
export function isPastChangeCutoff(
  timeFrom: string,
  now: Date | number,
  policy: Pick<BookingPolicy, "changeCutoffMinutes"> = DEFAULT_BOOKING_POLICY,
): boolean {
  const start = Date.parse(timeFrom);
  if (Number.isNaN(start)) return true;
  const nowMs = typeof now === "number" ? now : now.getTime();
  return nowMs > start - policy.changeCutoffMinutes * MINUTE_MS;
}

/**
 * The row actions offered on an order: view, repeat and duplicate always; edit only while it is new or accepted
 * and the change cutoff has not passed; cancel then too, but only while nothing is paid (customerCancelRefusal);
 * deleting a pre-order only for an unpaid new one.
 */
export function customerOrderActions(
  order: OrderActionFacts,
  now: Date | number,
  policy: Pick<BookingPolicy, "changeCutoffMinutes"> = DEFAULT_BOOKING_POLICY,
): CustomerOrderActions {
  const isChangeable =
    (order.status === OrderStatus.New || order.status === OrderStatus.Accepted) &&
    !isPastChangeCutoff(order.timeFrom, now, policy);
  return {
    canView: true,
    canRepeat: true,
    canDuplicate: true,
    canEdit: isChangeable,
    canCancel: isChangeable && order.totalPaid === 0,
    canDeletePreOrder: order.status === OrderStatus.New && order.totalPaid === 0,
  };
}

/** Why a customer may not change an order now, as the API's 409 message; undefined when they may. */
export function customerChangeRefusal(
  order: OrderActionFacts,
  now: Date | number,
  policy: Pick<BookingPolicy, "changeCutoffMinutes"> = DEFAULT_BOOKING_POLICY,
): string | undefined {
  if (order.status !== OrderStatus.New && order.status !== OrderStatus.Accepted) {
    return `The order is ${order.status} and can no longer be changed online`;
  }
  if (isPastChangeCutoff(order.timeFrom, now, policy)) {
    const hours = policy.changeCutoffMinutes / 60;
    return `Online changes close ${hours} hour${hours === 1 ? "" : "s"} before the slot; please call the hub`;
  }
  return undefined;
}

/**
 * Why a customer may not cancel an order now, as the API's 409 message; undefined when they may. On top of the
 * change rules, an order with money on it is cancelled by the hub, which refunds what was paid: a customer's own
 * cancel would leave the money on a cancelled order with no way back to them.
 */
export function customerCancelRefusal(
  order: OrderActionFacts,
  now: Date | number,
  policy: Pick<BookingPolicy, "changeCutoffMinutes"> = DEFAULT_BOOKING_POLICY,
): string | undefined {
  const refusal = customerChangeRefusal(order, now, policy);
  if (refusal) return refusal;
  if (order.totalPaid > 0) {
    return "This order is paid; please call the hub to cancel it and have your payment refunded";
  }
  return undefined;
}
