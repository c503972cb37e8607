import { eq } from "drizzle-orm";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import type { Database } from "../../db/client.js";
import { orders } from "../../db/schema/index.js";
import { requireHubAccess, type StaffCaller } from "../../http/caller.js";
import { HttpError } from "../../http/http-error.js";

export interface StaffOrderState {
  hubId: number;
  status: OrderStatus;
  timeFrom: Date;
}

/** The order's hub, status and slot, if the staff caller works at its hub: 404 for no order, 403 for another hub. */
export async function orderAtStaffHub(
  db: Database,
  staff: StaffCaller,
  orderId: number,
): Promise<StaffOrderState> {
  const [order] = await db
    .select({ hubId: orders.hubId, status: orders.status, timeFrom: orders.timeFrom })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new HttpError(404, "Order not found");
  requireHubAccess(staff, order.hubId);
  return { ...order, status: order.status as OrderStatus };
}
