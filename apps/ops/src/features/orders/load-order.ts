import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** An order with every field staff see (internal notes included) and its timeline. */
export async function loadOrderWithTimeline(orderId: number) {
  const api = await getServerApi();
  const path = { params: { path: { id: orderId } } };
  const [order, timeline] = await Promise.all([
    readForPage("GET /order/{id}", api.GET("/order/{id}", path)),
    readForPage("GET /order/{id}/timeline", api.GET("/order/{id}/timeline", path)),
  ]);
  return { order, timeline };
}
