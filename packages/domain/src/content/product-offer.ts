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
