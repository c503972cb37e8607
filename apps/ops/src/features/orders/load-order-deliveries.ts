import { getServerApi } from "@/lib/api/server-api";
import { readForPage } from "@/lib/api/read-for-page";

/** Every e-mail and SMS about the order with how its delivery stands (GET /staff/orders/{id}/messages). */
export async function loadOrderDeliveries(orderId: number) {
  const api = await getServerApi();
  const { items } = await readForPage(
    "GET /staff/orders/{id}/messages",
    api.GET("/staff/orders/{id}/messages", { params: { path: { id: orderId } } }),
  );
  return items;
}
