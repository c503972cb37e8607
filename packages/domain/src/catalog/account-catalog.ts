/**
 * Which hubs and services an account may book (spec §6: visitors see the public hubs, services and prices;
 * signed-in users get their own lists). A public hub or service is on every list. One that is not public (a
 * dedicated hub, a contract-only service) is on the lists of the accounts that have their own rate there: the
 * negotiated rate is what opens it to them, so the console's customer prices are also where access is given.
 */
export interface CatalogEntry {
  id: number;
  isPublic: boolean;
}

/** Whether a hub or service is on an account's list: public, or one the account has its own rate for. */
export function isOnAccountList(entry: CatalogEntry, ownRateIds: ReadonlySet<number>): boolean {
  return entry.isPublic || ownRateIds.has(entry.id);
}

/** An account's list (a visitor's when `ownRateIds` is empty), in the order given. */
export function accountList<T extends CatalogEntry>(entries: readonly T[], ownRateIds: ReadonlySet<number>): T[] {
  return entries.filter((entry) => isOnAccountList(entry, ownRateIds));
}

/** A price range of a service at a hub, US cents. */
export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

/**
 * The range an account pays for a service at a hub over the pricing tiers: each tier at the account's own rate
 * where it has one, else at the hub's list price. Undefined when the hub lists no price for the service.
 */
export function accountPriceRange(
  listPrices: readonly { pricingTier: number; price: number }[],
  ownPrices: readonly { pricingTier: number; price: number }[],
): PriceRange | undefined {
  if (listPrices.length === 0) return undefined;
  const prices = listPrices.map(
    (list) => ownPrices.find((own) => own.pricingTier === list.pricingTier)?.price ?? list.price,
  );
  return { minPrice: Math.min(...prices), maxPrice: Math.max(...prices) };
}
