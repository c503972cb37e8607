import { mapOrder, type Order } from "@freight/domain/orders/order-mapper";
import { serverEnv } from "@/env";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";

/** One order of the customer; an unknown id or another customer's order is the page's 404. */
export async function loadOrder(id: number): Promise<Order> {
  const api = await getServerApi();
  const order = await readForPage("GET /order/{id}", api.GET("/order/{id}", { params: { path: { id } } }));
  return mapOrder(order, serverEnv().BROWSER_API_URL);
}

/** Reads an order id from a query value such as `?id=12`. */
export function parseOrderId(value: string | string[] | undefined): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
