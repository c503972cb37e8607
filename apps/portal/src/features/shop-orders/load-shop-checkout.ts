import type { Schema } from "@freight/api-client/types";
import type { CartLine } from "@freight/domain/shop/shop-cart";
import { bookingHandOverRefusal } from "@freight/domain/shop/shop-order-status";
import { formatSlot } from "@/lib/format/order-format";
import { readApi, type ApiRead } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export interface CheckoutLine extends CartLine {
  /** Undefined when the shop no longer sells it (404). */
  product: Schema<"Product"> | undefined;
}

/** One of the customer's bookings still to come, which can take the products along. */
export interface HandOverBookingChoice {
  id: number;
  hubId: number;
  /** "FB-0000042, 03 Jun, 2026, 9 AM – 12 PM" (the hub's wall clock). */
  label: string;
}

/**
 * The cart's products as the shop sells them now, the hubs to pick up at, and the customer's bookings still to
 * come that can take the products along (the domain's rule; the API checks it again).
 */
export async function loadShopCheckout(lines: readonly CartLine[]): Promise<{
  lines: ApiRead<CheckoutLine[]>;
  hubs: ApiRead<{ id: number; name: string }[]>;
  bookings: ApiRead<HandOverBookingChoice[]>;
}> {
  const api = await getServerApi();
  const [products, hubs, activeOrders] = await Promise.all([
    Promise.all(
      lines.map((line) =>
        readApi("GET /supply", () => api.GET("/supply", { params: { query: { id: line.productId } } })),
      ),
    ),
    readApi("GET /hubs-for-index", () => api.GET("/hubs-for-index")),
    readApi("GET /orders", () =>
      api.GET("/orders", { params: { query: { limit: 100, sortBy: "date", order: "asc" } } }),
    ),
  ]);
  const now = new Date();
  // A product that is gone (404) is shown as such; any other failure makes the whole page unavailable.
  const failed = products.find((read) => !read.ok && read.status !== 404);
  const checkoutLines: ApiRead<CheckoutLine[]> =
    failed && !failed.ok
      ? failed
      : {
          ok: true,
          data: lines.map((line, index) => ({
            ...line,
            product: products[index]?.ok ? products[index].data : undefined,
          })),
        };
  return {
    lines: checkoutLines,
    hubs: hubs.ok ? { ok: true, data: hubs.data.map((hub) => ({ id: hub.id, name: hub.name })) } : hubs,
    bookings: activeOrders.ok
      ? {
          ok: true,
          data: activeOrders.data.items
            .filter(
              (order) =>
                bookingHandOverRefusal(
                  { hubId: order.hub.id, status: order.status, timeFrom: new Date(order.timeFrom) },
                  order.hub.id,
                  now,
                ) === null,
            )
            .map((order) => ({
              id: order.id,
              hubId: order.hub.id,
              label: `${order.number}, ${formatSlot(order.timeFrom, order.timeTo, order.hub.timeZone)}`,
            })),
        }
      : activeOrders,
  };
}
