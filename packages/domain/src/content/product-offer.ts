/** What a product's price fields must satisfy, or null when they are fine. */
export function productOfferProblem({
  priceCents,
  oldPriceCents,
}: {
  priceCents: number;
  oldPriceCents: number | null;
}): string | null {
  // The old price is the crossed-out one an offer is measured against: it must be above what the product costs now.
  if (oldPriceCents !== null && oldPriceCents <= priceCents) {
    return "The old price must be higher than the price (or left empty when there is no offer)";
  }
  return null;
}

/** A counted stock of 0 cannot be ordered; null means the shop does not count this product's stock. */
export function isOutOfStock(stock: number | null): boolean {
  return stock !== null && stock <= 0;
}

/** Whether a product shows as a limited-time offer now: flagged, and its end, when it has one, not yet reached. */
export function isOfferRunning(product: { isLimitedTimeOffer: boolean; offerEndsAt: Date | null }, now: Date): boolean {
  return product.isLimitedTimeOffer && (product.offerEndsAt === null || product.offerEndsAt.getTime() > now.getTime());
}

/** The most images a product's gallery holds (the main image first). */
export const PRODUCT_GALLERY_MAX = 12;

/**
 * Where a product image or a post's cover may come from: the API's own media (`/media/...`), an image uploaded in
 * the console (`/uploaded-images/<32 hex>.webp`), or an https address.
 */
export function isImageSource(value: string): boolean {
  return (
    /^\/media\/[\w-]+(?:\/[\w-]+)*\.[a-z0-9]{2,5}$/i.test(value) ||
    /^\/uploaded-images\/[0-9a-f]{32}\.webp$/.test(value) ||
    (/^https:\/\/[^\s"'<>\\]+$/.test(value) && URL.canParse(value))
  );
}

/** What is wrong with a gallery (main image first), or null: 1 to 12 distinct image sources. */
export function galleryProblem(sources: readonly string[]): string | null {
  if (sources.length === 0) return "A product needs at least its main image";
  if (sources.length > PRODUCT_GALLERY_MAX) return `A gallery holds at most ${PRODUCT_GALLERY_MAX} images`;
  const wrong = sources.find((source) => !isImageSource(source));
  if (wrong !== undefined) return `${wrong.slice(0, 80)} is not an uploaded image, a /media/ path or an https address`;
  if (new Set(sources).size !== sources.length) return "The gallery lists an image twice";
  return null;
}

/** What is wrong with a colour a product comes in, or null: a name of 1 to 40 characters and a #rgb or #rrggbb value. */
export function productColourProblem(colour: { name: string; color: string }): string | null {
  if (colour.name.trim().length === 0 || colour.name.length > 40) return "A colour needs a name of 1 to 40 characters";
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour.color)) return `${colour.name}: the colour must be #rgb or #rrggbb`;
  return null;
}
