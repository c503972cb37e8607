import type { Schema } from "@freight/api-client/types";
import type { Order } from "@freight/domain/orders/order-mapper";
import { dataOr, readApi, type ApiRead } from "@/lib/api/api-result";
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
 * Reads an order with what its details page needs. The order itself must be read (a failure is the page's);
 * the extras and the timeline are extras: without them the page still shows the order.
 */
export async function loadOrderDetails(id: number): Promise<ApiRead<OrderDetails>> {
  const read = await loadOrder(id);
  if (!read.ok) return read;
  const api = await getServerApi();
  const [extrasRead, timelineRead] = await Promise.all([
    // The order's own lines, not today's extras list: a price changed or an extra withdrawn since booking must not
    // change what the order shows. The extras come before the hub's fee line, so a lookup by id finds them first.
    readApi("GET /orderservice", () => api.GET("/orderservice", { params: { query: { orderId: read.data.id } } })),
    readApi("GET /order/{id}/timeline", () =>
      api.GET("/order/{id}/timeline", { params: { path: { id: read.data.id } } }),
    ),
  ]);
  return {
    ok: true,
    data: {
      order: read.data,
      extras: dataOr(extrasRead, [])
        .filter((line) => line.type !== "main")
        .map((line) => ({ id: line.id, name: line.name, price: line.price })),
      changes: dataOr(timelineRead, []),
    },
  };
}
