import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { OrderStatus } from "@freight/domain/orders/order-status";
import { slotStartingAt } from "@freight/domain/time/time-slots";
import { formatZonedRange } from "@freight/domain/time/hub-clock";
import { eq } from "drizzle-orm";
import { hubs, orders, orderStatusChanges } from "../../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import { takeSlotPlace, type OrderServices } from "./order-booking-service.js";
import { lockOrder, type OrderEvent } from "./order-lifecycle-service.js";
import type { OrderRow } from "./order-views.js";

/** Only an order whose driver has not arrived yet can change its slot. */
const MOVABLE_STATUSES: readonly string[] = [OrderStatus.New, OrderStatus.Accepted];

/**
 * The hub team moves an order to another slot of its hub: the new slot must not have started, must be open
 * and have a free place (the same place-taking as a booking, so it cannot overfill a slot). The price stays
 * as booked; the timeline keeps the move with its reason and the customer is told.
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
    const [moved] = await tx
      .update(orders)
      .set({ timeFrom: from, timeTo: new Date(slot.endsAt), updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw notFound(`Order ${orderId} was not found`);
    // Both slots on the hub's clock with the year and the zone's abbreviation, as every app shows them.
    const text = `Order ${order.number} was moved by ${hub.name} from ${formatZonedRange(order.timeFrom, order.timeTo, hub.timeZone)} to ${formatZonedRange(from, slot.endsAt, hub.timeZone)}: ${reason}`;
    await tx.insert(orderStatusChanges).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actor: OrderActor.Staff,
      actorUserId: staffUserId,
      note: text,
      createdAt: now,
    });
    await createMessage(tx, order.customerId, {
      title: `Order ${order.number}`,
      text,
      type: "Warning",
      button1Text: "View order",
      button1Command: `/dashboard/order-details/${order.id}`,
    });
    events.push({ customerId: order.customerId, orderId: order.id, title: `Order ${order.number}`, text });
    return moved;
  });
  await services.notify(events);
  return row;
}
