import { eq } from "drizzle-orm";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import type { Database } from "../db/client.js";
import { orders } from "../db/schema/index.js";
import type { StaffCaller } from "../http/caller.js";
import { atStaffHub, noSuchOrder } from "../http/staff-hub-scope.js";

export interface StaffOrderState {
  hubId: number;
  status: OrderStatus;
  timeFrom: Date;
}

/**
 * The order's hub, status and slot, if the staff caller works at its hub; 404 for no order and for another
 * hub's alike (src/http/staff-hub-scope.ts).
 */
export async function orderAtStaffHub(
  db: Database,
  staff: StaffCaller,
  orderId: number,
): Promise<StaffOrderState> {
  const [row] = await db
    .select({ hubId: orders.hubId, status: orders.status, timeFrom: orders.timeFrom })
    .from(orders)
    .where(eq(orders.id, orderId));
  const order = atStaffHub(staff.staff, row, () => noSuchOrder(orderId));
  return { ...order, status: order.status as OrderStatus };
}
