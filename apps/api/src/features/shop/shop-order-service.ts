import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  fulfilmentRefusal,
  shopOrderNumber,
  ShopOrderStatus,
  type ShopOrderStatus as ShopOrderStatusName,
} from "@freight/domain/shop/shop-order-status";
import type { Database } from "../../db/client.js";
import { shopOrders } from "../../db/schema/index.js";
import { HttpError, notFound } from "../../http/http-error.js";
import type { StaffCaller } from "../../http/caller.js";
import { atStaffHub } from "../../http/staff-hub-scope.js";
import type { Schemas } from "../../openapi/contract-types.js";
import { createMessage } from "../../core/notifications/messages.js";
import {
  lockShopOrder,
  shopOrderCustomers,
  shopOrderPage,
  toShopOrderViews,
  type ShopOrderRow,
} from "../../core/shop-orders/shop-order-service.js";

type Paging = { page: number; limit: number };

/** One of the customer's shop orders; another customer's is unknown (404). */
export async function customerShopOrder(db: Database, userId: number, id: number): Promise<Schemas["ShopOrder"]> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), eq(shopOrders.userId, userId)));
  if (!row) throw notFound(`There is no shop order ${id}`);
  const [view] = await toShopOrderViews(db, [row]);
  if (!view) throw notFound(`There is no shop order ${id}`);
  return view;
}

/** The customer's shop orders, newest first; with `orderId`, only those handed over with that booking. */
export async function customerShopOrders(
  db: Database,
  userId: number,
  filters: { orderId?: number },
  paging: Paging,
): Promise<Schemas["ShopOrderPage"]> {
  const where = and(
    eq(shopOrders.userId, userId),
    filters.orderId === undefined ? undefined : eq(shopOrders.orderId, filters.orderId),
  );
  const { rows, ...page } = await shopOrderPage(db, where, paging);
  return { items: await toShopOrderViews(db, rows), ...page };
}

async function toStaffViews(db: Pick<Database, "select">, rows: readonly ShopOrderRow[]): Promise<Schemas["StaffShopOrder"][]> {
  const [views, customers] = await Promise.all([toShopOrderViews(db, rows), shopOrderCustomers(db, rows)]);
  return views.map((view, index) => {
    const userId = rows[index]?.userId ?? 0;
    return { ...view, customer: customers.get(userId) ?? { id: userId, email: "", name: "" } };
  });
}

/** Shop orders for the hubs to fulfil, oldest first, by status and hub. */
export async function staffShopOrders(
  db: Database,
  filters: { status?: ShopOrderStatusName; hubId?: number; hubIds?: readonly number[] },
  paging: Paging,
): Promise<Schemas["StaffShopOrderPage"]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(shopOrders.status, filters.status));
  if (filters.hubId !== undefined) conditions.push(eq(shopOrders.hubId, filters.hubId));
  // A dispatcher sees only the hubs they work at.
  if (filters.hubIds !== undefined) {
    conditions.push(filters.hubIds.length > 0 ? inArray(shopOrders.hubId, [...filters.hubIds]) : sql`false`);
  }
  const { rows, ...page } = await shopOrderPage(db, and(...conditions), { ...paging, oldestFirst: true });
  return { items: await toStaffViews(db, rows), ...page };
}

/**
 * Moves a paid shop order to its next fulfilment step (the domain's order: paid, picked, ready, collected);
 * anything else is a 409 with the reason. The customer is told when it is ready at the hub.
 */
export async function advanceShopOrder(
  db: Database,
  staff: StaffCaller,
  id: number,
  to: ShopOrderStatusName,
  now: Date,
): Promise<Schemas["StaffShopOrder"]> {
  return db.transaction(async (tx) => {
    // None and another hub's answer alike (src/http/staff-hub-scope.ts).
    const order = atStaffHub(staff.staff, await lockShopOrder(tx, id), () =>
      notFound(`There is no shop order ${id}`),
    );
    const refusal = fulfilmentRefusal(order.status, to);
    if (refusal) throw new HttpError(409, `${refusal} (${shopOrderNumber(id)} is ${order.status})`);
    const [updated] = await tx
      .update(shopOrders)
      .set({
        status: to,
        updatedAt: now,
        ...(to === ShopOrderStatus.Collected ? { collectedAt: now } : {}),
      })
      .where(eq(shopOrders.id, id))
      .returning();
    if (!updated) throw notFound(`There is no shop order ${id}`);
    const [view] = await toStaffViews(tx, [updated]);
    if (!view) throw notFound(`There is no shop order ${id}`);
    if (to === ShopOrderStatus.Ready) {
      // Products going with a booking still to come wait for its driver; otherwise for the customer at the counter.
      const withBooking =
        view.booking && (view.booking.status === "new" || view.booking.status === "accepted") ? view.booking : null;
      await createMessage(tx, order.userId, {
        title: "Shop order ready",
        text: withBooking
          ? `Your shop order ${view.number} is ready at ${view.hub.name}; the hub hands it to the driver of your booking ${withBooking.number}.`
          : `Your shop order ${view.number} is ready for pick-up at ${view.hub.name || "the hub"}.`,
        button1Text: "View shop order",
        button1Command: `/dashboard/shop-orders/${id}`,
      });
    }
    return view;
  });
}
