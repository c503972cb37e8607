import type { Schema } from "@freight/api-client/types";
import type { CartLine } from "@freight/domain/shop/shop-cart";
import { readApi, type ApiRead } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export interface CheckoutLine extends CartLine {
  /** Undefined when the shop no longer sells it (404). */
  product: Schema<"Product"> | undefined;
}

/** The cart's products as the shop sells them now, and the hubs to pick up at. */
export async function loadShopCheckout(
  lines: readonly CartLine[],
): Promise<{ lines: ApiRead<CheckoutLine[]>; hubs: ApiRead<{ id: number; name: string }[]> }> {
  const api = await getServerApi();
  const [products, hubs] = await Promise.all([
    Promise.all(
      lines.map((line) =>
        readApi("GET /supply", () => api.GET("/supply", { params: { query: { id: line.productId } } })),
      ),
    ),
    readApi("GET /hubs-for-index", () => api.GET("/hubs-for-index")),
  ]);
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
  };
}
