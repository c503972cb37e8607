import { ShopPage, shopPageMetadata } from "@/app/_pages/shop-page";
import { NO_QUERY } from "@/lib/search-params";

export const metadata = shopPageMetadata;

/** /shop without a query, rendered at its first visit and then served from cache. */
export default function Page() {
  return <ShopPage searchParams={NO_QUERY} rendering="whole" />;
}
