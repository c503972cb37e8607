import type { Schema } from "@freight/api-client/types";
import type { Order } from "@freight/domain/orders/order-mapper";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { loadOrder } from "@/lib/orders/load-order";

export type OrderStatusChange = Schema<"OrderStatusChange">;

/** An extra on the order, at the unit price it was booked at. */
interface BookedExtra {
  id: number;
  name: string;
  price: number;
}

/** What the order details page shows: the order, its extras at their booked prices, its timeline. */
export interface OrderDetails {
  order: Order;
  extras: BookedExtra[];
  changes: OrderStatusChange[];
}

/**
 * Reads an order with what its details page needs: the order, its booked lines and its timeline. Any of them
 * failing is the page's failure (a missing extra would show a wrong price breakdown as if it were right).
 */
export async function loadOrderDetails(id: number): Promise<OrderDetails> {
  const order = await loadOrder(id);
  const api = await getServerApi();
  const [extrasRead, timelineRead] = await Promise.all([
    // The order's own lines, not today's extras list: a price changed or an extra withdrawn since booking must not
    // change what the order shows. The extras come before the hub's fee line, so a lookup by id finds them first.
    readForPage("GET /orderservice", api.GET("/orderservice", { params: { query: { orderId: order.id } } })),
    readForPage(
      "GET /order/{id}/timeline",
      api.GET("/order/{id}/timeline", { params: { path: { id: order.id } } }),
    ),
  ]);
  return {
    order,
    extras: extrasRead
      .filter((line) => line.type !== "main")
      .map((line) => ({ id: line.id, name: line.name, price: line.price })),
    changes: timelineRead,
  };
}
