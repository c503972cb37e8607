import { OrderActor } from "@freight/domain/orders/order-lifecycle";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { orders } from "../db/schema/index.js";
import { ensureVisible, type Caller, type OrderServices } from "./order-booking-service.js";
import { cancelOrderByCustomer, cancelOrderPayment, findOrderForUpdate } from "./order-lifecycle-service.js";
import type { OrderRow } from "./order-views.js";

/** An order the caller may see (their own; staff: their hubs'), or 404. */
export async function readVisibleOrder(db: Database, caller: Caller, orderId: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return ensureVisible(row, caller, orderId);
}

/** The customer cancels their order (the booking policy decides whether they still may); told after the commit. */
export async function cancelOrderAsCustomer(
  services: OrderServices,
  caller: Caller,
  orderId: number,
): Promise<OrderRow> {
  const { row, event } = await services.db.transaction(async (tx) => {
    const order = ensureVisible(await findOrderForUpdate(tx, orderId), caller, orderId);
    return cancelOrderByCustomer(tx, order, caller.actorUserId, services.now());
  });
  await services.notify([event]);
  return row;
}

/** The customer abandons the pre-payment of their order: its slot place is given back. */
export async function cancelPaymentAsCustomer(
  services: OrderServices,
  caller: Caller,
  orderId: number,
): Promise<OrderRow> {
  const { row, event } = await services.db.transaction(async (tx) => {
    ensureVisible(await findOrderForUpdate(tx, orderId), caller, orderId);
    return cancelOrderPayment(
      tx,
      orderId,
      { kind: OrderActor.Customer, userId: caller.actorUserId },
      services.now(),
    );
  });
  await services.notify([event]);
  return row;
}
