import type { Schema } from "@freight/api-client/types";
import type { CartLine } from "@freight/domain/shop/shop-cart";
import { bookingHandOverRefusal } from "@freight/domain/shop/shop-order-status";
import { formatSlot } from "@/lib/format/order-format";
import { readForPage } from "@/lib/api/read-for-page";
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

/** A product as the shop sells it now; undefined when the shop no longer sells it (404). */
async function loadCartProduct(
  api: Awaited<ReturnType<typeof getServerApi>>,
  productId: number,
): Promise<Schema<"Product"> | undefined> {
  const result = await api.GET("/supply", { params: { query: { id: productId } } });
  if (result.response.status === 404) return undefined;
  return readForPage("GET /supply", Promise.resolve(result));
}

/**
 * The cart's products as the shop sells them now, the hubs to pick up at, and the customer's bookings still to
 * come that can take the products along (the domain's rule; the API checks it again). A product that is gone is
 * shown as such; any other failure fails the page.
 */
export async function loadShopCheckout(lines: readonly CartLine[]): Promise<{
  lines: CheckoutLine[];
  hubs: { id: number; name: string }[];
  bookings: HandOverBookingChoice[];
}> {
  const api = await getServerApi();
  const [products, hubs, activeOrders] = await Promise.all([
    Promise.all(lines.map((line) => loadCartProduct(api, line.productId))),
    readForPage("GET /hubs-for-index", api.GET("/hubs-for-index")),
    readForPage(
      "GET /orders",
      api.GET("/orders", { params: { query: { limit: 100, sortBy: "date", order: "asc" } } }),
    ),
  ]);
  const now = new Date();
  return {
    lines: lines.map((line, index) => ({ ...line, product: products[index] })),
    hubs: hubs.map((hub) => ({ id: hub.id, name: hub.name })),
    bookings: activeOrders.items
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
  };
}
