import type { Schema } from "@freight/api-client/types";
import type { Order } from "@freight/domain/orders/order-mapper";
import { dataOr, readApi, type ApiRead } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";
import { loadOrder } from "@/lib/orders/load-order";

type ExtraService = Schema<"ExtraService">;
export type OrderStatusChange = Schema<"OrderStatusChange">;

/** What the order details page shows: the order, the extras list its price lines are named from, its timeline. */
export interface OrderDetails {
  order: Order;
  extras: ExtraService[];
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
    readApi("GET /extra-services", () => api.GET("/extra-services")),
    readApi("GET /order/{id}/timeline", () =>
      api.GET("/order/{id}/timeline", { params: { path: { id: read.data.id } } }),
    ),
  ]);
  return {
    ok: true,
    data: { order: read.data, extras: dataOr(extrasRead, []), changes: dataOr(timelineRead, []) },
  };
}
