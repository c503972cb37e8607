import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";

/** One of the customer's shop orders. */
export async function loadShopOrder(id: number) {
  const api = await getServerApi();
  return readForPage(
    "GET /shop-orders/{shopOrderId}",
    api.GET("/shop-orders/{shopOrderId}", { params: { path: { shopOrderId: id } } }),
  );
}

/** A page of the customer's shop orders, newest first; with `orderId`, those handed over with that booking. */
export async function loadShopOrders({
  page = 0,
  limit = 20,
  orderId,
}: {
  page?: number;
  limit?: number;
  orderId?: number;
}) {
  const api = await getServerApi();
  return readForPage(
    "GET /shop-orders",
    api.GET("/shop-orders", {
      params: { query: { page, limit, ...(orderId === undefined ? {} : { orderId }) } },
    }),
  );
}
