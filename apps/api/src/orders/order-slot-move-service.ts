import { arrivalTiming } from "@freight/domain/orders/check-in-window";
import { chargeKindLabel, isChargeKind } from "@freight/domain/catalog/charge-kind";
import { formatCents } from "@freight/domain/money/cents";
import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { slotStartingAt } from "@freight/domain/time/time-slots";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { orderOwed, slotMoveRepriceRefusal } from "@freight/domain/payments/order-owed";
import { eq } from "drizzle-orm";
import {
  hubs,
  orderProducts,
  orders,
  orderStatusChanges,
  services as serviceRows,
} from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import { priceColumns, takeSlotPlace, type OrderServices } from "./order-booking-service.js";
import {
  lockOrder,
  orderOwedFactsIn,
  refreshBillingStatus,
  type OrderEvent,
} from "./order-lifecycle-service.js";
import { priceOrder } from "../pricing/order-pricing.js";
import { checkInWindowOfOrder } from "./order-arrival.js";
import { rescheduleOrderReminders } from "./order-reminders.js";
import type { OrderRow } from "./order-views.js";

/** Only an order whose driver has not arrived yet can change its slot. */
const MOVABLE_STATUSES: readonly string[] = [OrderStatus.New, OrderStatus.Accepted];

/**
 * The hub team moves an order to another slot of its hub: the new slot must not have started, must be open
 * and have a free place (the same place-taking as a booking, so it cannot overfill a slot). The order is priced
 * again as booking that slot would price it (its fee: business hours, after hours or a call-out; the day's tier):
 * a dearer slot is owed on top of what was paid, a cheaper one may not fall below what was paid or invoiced
 * (slotMoveRepriceRefusal, 409). The timeline keeps the move with its reason and any change of price, and the
 * customer is told.
 */
export async function moveOrderToSlot(
  services: OrderServices,
  staffUserId: number,
  orderId: number,
  move: { timeFrom: string; reason: string },
): Promise<OrderRow> {
  const reason = move.reason.trim();
  if (!reason) throw badRequest("reason must say why the order moves", "reason");
  const now = services.now();
  const events: OrderEvent[] = [];
  const row = await services.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [hub] = await tx.select().from(hubs).where(eq(hubs.id, order.hubId));
    if (!hub) throw notFound(`There is no hub with id ${order.hubId}`);
    const slot = slotStartingAt({ startsAt: move.timeFrom, timeZone: hub.timeZone, now });
    if (!slot) {
      throw badRequest(
        `timeFrom must be the start of a slot in ${hub.name}'s time zone ${hub.timeZone}`,
        "timeFrom",
      );
    }
    const from = new Date(slot.startsAt);
    if (!MOVABLE_STATUSES.includes(order.status)) {
      throw new HttpError(
        409,
        `Order ${order.number} is ${order.status}; only a new or accepted order can move`,
      );
    }
    if (from.getTime() === order.timeFrom.getTime()) {
      throw new HttpError(409, `Order ${order.number} is already in this slot`);
    }
    if (from.getTime() <= now.getTime()) throw new HttpError(409, "That slot has already started");
    events.push(...(await takeSlotPlace(tx, hub, from, now, { isNewPlace: true, exceptOrderId: order.id })));
    const [service] = await tx.select().from(serviceRows).where(eq(serviceRows.id, order.serviceId));
    if (!service) throw notFound(`There is no service with id ${order.serviceId}`);
    const booked = await tx
      .select({ id: orderProducts.extraServiceId, amount: orderProducts.amount })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    const price = await priceOrder(tx, {
      hub,
      service,
      timeFrom: from,
      quantity: order.quantity,
      products: booked,
      customerId: order.customerId,
      keptExtraIds: new Set(booked.map((extra) => extra.id)),
    });
    const facts = await orderOwedFactsIn(tx, order);
    const refusal = slotMoveRepriceRefusal(order, facts, price.totalCents);
    if (refusal) throw new HttpError(409, refusal);
    // A driver already at the gate is judged against the new slot's check-in window: an early arrival moved to
    // an earlier slot is on time for it, and every reader of the one arrival record says so.
    const timeTo = new Date(slot.endsAt);
    const arrival = order.checkedInAt
      ? {
          arrivalTiming: arrivalTiming(
            order.checkedInAt,
            checkInWindowOfOrder({ timeFrom: from, timeTo }, hub),
          ),
        }
      : {};
    await tx
      .update(orders)
      .set({ timeFrom: from, timeTo, ...priceColumns(price), ...arrival, updatedAt: now })
      .where(eq(orders.id, order.id));
    await rescheduleOrderReminders(tx, { id: order.id, timeFrom: from, status: order.status }, now);
    await tx.delete(orderProducts).where(eq(orderProducts.orderId, order.id));
    if (price.products.length > 0) {
      await tx
        .insert(orderProducts)
        .values(price.products.map((product) => ({ orderId: order.id, ...product })));
    }
    const moved = await refreshBillingStatus(tx, order.id);
    // Both slots on the hub's clock with the year and the zone's abbreviation, as every app shows them.
    const text = `Order ${order.number} was moved by ${hub.name} from ${formatZonedRange(order.timeFrom, order.timeTo, hub.timeZone)} to ${formatZonedRange(from, slot.endsAt, hub.timeZone)}: ${reason}${priceChangeWords(order, price, orderOwed({ ...facts, totalCents: price.totalCents }).owedCents)}`;
    await tx.insert(orderStatusChanges).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actor: OrderActor.Staff,
      actorUserId: staffUserId,
      note: text,
      createdAt: now,
    });
    await createMessage(tx, order.customerId, "orderSlotMoved", {
      title: `Order ${order.number}`,
      text,
      type: "Warning",
      button1Text: "View order",
      button1Command: `/dashboard/order-details/${order.id}`,
    });
    events.push({
      kind: "orderSlotMoved",
      customerId: order.customerId,
      orderId: order.id,
      title: `Order ${order.number}`,
      text,
    });
    return moved;
  });
  await services.notify(events);
  return row;
}

/**
 * The change of price a move makes, as the timeline and the customer read it after the move's reason: nothing
 * when the price stays; else the new fee's name, old and new totals, and what the order now owes.
 */
function priceChangeWords(
  order: Pick<OrderRow, "totalCents" | "feeType">,
  price: { totalCents: number; feeType: number },
  owedCents: number,
): string {
  if (price.totalCents === order.totalCents && price.feeType === order.feeType) return "";
  const fee = isChargeKind(price.feeType) ? ` (${chargeKindLabel(price.feeType)})` : "";
  const owes = owedCents > 0 ? `; ${formatCents(owedCents)} is due` : "";
  return `. The price in this slot is ${formatCents(price.totalCents)}${fee}, was ${formatCents(order.totalCents)}${owes}.`;
}
