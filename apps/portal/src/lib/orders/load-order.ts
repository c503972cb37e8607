import { mapOrder, type Order } from "@freight/domain/orders/order-mapper";
import { serverEnv } from "@/env";
import { readApi, type ApiRead } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

function mapRead<T, U>(read: ApiRead<T>, map: (data: T) => U): ApiRead<U> {
  return read.ok ? { ok: true, data: map(read.data) } : read;
}

/** One order of the customer (404 for an unknown id or another customer's order). */
export async function loadOrder(id: number): Promise<ApiRead<Order>> {
  const api = await getServerApi();
  const read = await readApi("GET /order/{id}", () => api.GET("/order/{id}", { params: { path: { id } } }));
  return mapRead(read, (order) => mapOrder(order, serverEnv().BROWSER_API_URL));
}

/** Reads an order id from a query value such as `?id=12`. */
export function parseOrderId(value: string | string[] | undefined): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
