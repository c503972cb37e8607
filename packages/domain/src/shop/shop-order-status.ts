/**
 * Where a shop order stands. It waits for payment with its stock set aside; once paid the hub picks it, makes it
 * ready at the counter and hands it over. An unpaid order whose checkout was abandoned or ran out of time is
 * cancelled and its stock goes back on the shelf; so is a paid one that is refunded before it was collected.
 */
export const ShopOrderStatus = {
  AwaitingPayment: "awaiting-payment",
  Paid: "paid",
  Picked: "picked",
  Ready: "ready",
  Collected: "collected",
  Cancelled: "cancelled",
} as const;

export type ShopOrderStatus = (typeof ShopOrderStatus)[keyof typeof ShopOrderStatus];

export const SHOP_ORDER_STATUSES: readonly ShopOrderStatus[] = Object.values(ShopOrderStatus);

export function isShopOrderStatus(value: unknown): value is ShopOrderStatus {
  return SHOP_ORDER_STATUSES.includes(value as ShopOrderStatus);
}

/** The hub's fulfilment steps in order: each step only follows the one before it. */
const FULFILMENT_NEXT: Partial<Record<ShopOrderStatus, ShopOrderStatus>> = {
  [ShopOrderStatus.Paid]: ShopOrderStatus.Picked,
  [ShopOrderStatus.Picked]: ShopOrderStatus.Ready,
  [ShopOrderStatus.Ready]: ShopOrderStatus.Collected,
};

/** The fulfilment step that follows `status`, or null when there is none (unpaid, collected, cancelled). */
export function nextFulfilmentStep(status: ShopOrderStatus): ShopOrderStatus | null {
  return FULFILMENT_NEXT[status] ?? null;
}

/** Why a hub cannot move a shop order to `to` now, or null when it can. */
export function fulfilmentRefusal(from: ShopOrderStatus, to: ShopOrderStatus): string | null {
  if (nextFulfilmentStep(from) === to) return null;
  if (from === ShopOrderStatus.AwaitingPayment) return "The shop order is not paid yet";
  if (from === ShopOrderStatus.Cancelled) return "The shop order was cancelled";
  if (from === ShopOrderStatus.Collected) return "The shop order was already collected";
  return `A ${from} shop order can only become ${nextFulfilmentStep(from) ?? "nothing else"}`;
}

/** Whether a shop order still holds its stock off the shelf: every state but cancelled. */
export function holdsStock(status: ShopOrderStatus): boolean {
  return status !== ShopOrderStatus.Cancelled;
}

/** Whether the customer may still pay the shop order. */
export function isShopOrderPayable(status: ShopOrderStatus): boolean {
  return status === ShopOrderStatus.AwaitingPayment;
}

/** How long an unpaid shop order keeps its stock set aside before it is cancelled. */
export const SHOP_ORDER_HOLD_MINUTES = 30;

/** Customers' and staff's words for each status. */
export const SHOP_ORDER_STATUS_LABELS: Readonly<Record<ShopOrderStatus, string>> = {
  [ShopOrderStatus.AwaitingPayment]: "Awaiting payment",
  [ShopOrderStatus.Paid]: "Paid",
  [ShopOrderStatus.Picked]: "Being picked",
  [ShopOrderStatus.Ready]: "Ready for pick-up",
  [ShopOrderStatus.Collected]: "Collected",
  [ShopOrderStatus.Cancelled]: "Cancelled",
};

/** "SO-0000042": the number a customer and the hub read. */
export function shopOrderNumber(id: number): string {
  return `SO-${String(id).padStart(7, "0")}`;
}

/**
 * A booking still to come: booked or accepted, the truck not yet at the hub. Products may travel with it, and a
 * ready shop order waits for its driver.
 */
export function isBookingStillToCome(status: string): boolean {
  return status === "new" || status === "accepted";
}

/** A booking a shop order may be handed over with: its hub, status and slot start. */
export interface HandOverBooking {
  hubId: number;
  status: string;
  /** The slot's start (UTC instant). */
  timeFrom: Date;
}

/**
 * Shop products can travel with a booking that is still to come at the same hub: booked or accepted (the truck
 * has not arrived yet) and with its slot still ahead, so the hub has time to set them aside for the driver.
 * Answers why a booking cannot take them, or null when it can.
 */
export function bookingHandOverRefusal(booking: HandOverBooking, hubId: number, now: Date): string | null {
  if (booking.hubId !== hubId) return "The booking is at another hub; choose that hub or pick the products up";
  if (!isBookingStillToCome(booking.status)) {
    return `The booking is ${booking.status}; products can only be added to a booking that is still to come`;
  }
  if (booking.timeFrom.getTime() <= now.getTime()) return "The booking's slot has already started";
  return null;
}
