import { asArray, asInteger, asRecord, asString } from "../mapping/server-value";
import { type BlogSanitizerOptions, sanitizeBlogHtml } from "./blog-sanitizer";

/** A shop advertisement slot: one product shown as the newest arrival or the best deal. */
export interface ShopAd {
  title: string;
  /** Sanitized HTML. */
  description: string;
  productId: number;
  image: string;
}

/** The two ad slots of the shop. */
export interface ShopAds {
  newArrival: ShopAd | null;
  bestDeal: ShopAd | null;
}

/** The ad for the first product of a list (its name or title, description, id and image), or null for an empty list. */
export function firstShopAd(products: unknown, sanitizerOptions?: BlogSanitizerOptions): ShopAd | null {
  const [first] = asArray(products);
  if (first === undefined || first === null) return null;
  const record = asRecord(first);
  return {
    title: asString(record.title) || asString(record.name),
    description: sanitizeBlogHtml(asString(record.description), sanitizerOptions),
    productId: asInteger(record.productId ?? record.id),
    image: asString(record.image),
  };
}

/** The shop's ads: the newest arrival and the best deal, each the first of its list, or null. */
export function pickShopAds(
  lists: { newArrivals: unknown; bestDeals: unknown },
  sanitizerOptions?: BlogSanitizerOptions,
): ShopAds {
  return {
    newArrival: firstShopAd(lists.newArrivals, sanitizerOptions),
    bestDeal: firstShopAd(lists.bestDeals, sanitizerOptions),
  };
}
