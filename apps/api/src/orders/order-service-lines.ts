import { pickUpDeliveryTypeFromOrder } from "@freight/domain/booking/booking-form";
import { multiplyCents } from "@freight/domain/money/cents";
import { serviceLineTypeOfExtra } from "@freight/domain/orders/pick-up-delivery-legs";
import { DateFormat } from "@freight/domain/time/formats";
import { wallClockOf } from "@freight/domain/time/zoned-time";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { extraServices, orderProducts } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";

/** An extra booked with an order, with the name and line type of the extra service. */
export interface OrderExtraLine {
  id: number;
  name: string;
  type: string;
  amount: number;
  unitPriceCents: number;
}

export function orderExtras(db: Pick<Database, "select">, orderId: number): Promise<OrderExtraLine[]> {
  return db
    .select({
      id: extraServices.id,
      name: extraServices.name,
      type: extraServices.type,
      amount: orderProducts.amount,
      unitPriceCents: orderProducts.unitPriceCents,
    })
    .from(orderProducts)
    .innerJoin(extraServices, eq(extraServices.id, orderProducts.extraServiceId))
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(extraServices.sortOrder), asc(extraServices.id));
}

/**
 * The service lines of an order as the order details screen lists them: the main service (with its
 * pick-up/delivery blocks), each extra at its booked price, and the slot's fee; date and time on the hub's clock.
 */
export function orderServiceLines(
  order: Schemas["Order"],
  extras: readonly OrderExtraLine[],
): Schemas["OrderServiceLine"][] {
  // The contract's forms: the hub's calendar date ("2026-12-02") and its 12-hour clock ("09:00 AM").
  const start = wallClockOf(order.timeFrom, order.hub.timeZone);
  const date = start.format(DateFormat.isoDate);
  const time = start.format("hh:mm A");
  const pdServiceType = pickUpDeliveryTypeFromOrder(order);
  const main: Schemas["OrderServiceLine"] = {
    id: order.service.id,
    name: order.service.name,
    type: "main",
    date,
    time,
    price: order.price,
    quantity: order.quantity,
    total: order.linePrice,
    notes: order.notes,
  };
  if (pdServiceType) main.pdServiceType = pdServiceType;
  if (order.puService) main.puService = order.puService;
  if (order.delService) main.delService = order.delService;
  const lines = [main];
  for (const extra of extras) {
    lines.push({
      id: extra.id,
      name: extra.name,
      type: serviceLineTypeOfExtra(extra.type),
      date,
      time,
      price: extra.unitPriceCents,
      quantity: extra.amount,
      total: multiplyCents(extra.unitPriceCents, extra.amount),
      notes: [],
    });
  }
  if (order.fee > 0) {
    lines.push({
      id: order.service.id,
      name: "Fee",
      type: "fee",
      date,
      time,
      price: order.fee,
      quantity: 1,
      total: order.fee,
      notes: [],
    });
  }
  return lines;
}
