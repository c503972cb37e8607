import { PricingTier, pricingTierForSlot } from "@freight/domain/catalog/pricing-tier";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { customerServicePrices, hubServicePrices } from "../db/schema/index.js";

/** What a service costs at a hub for one slot: the unit price and hour fees, the tier, and whose rate it is. */
export interface SlotServicePrice {
  price: number;
  firstHourFee: number;
  secondHourFee: number;
  afterHoursFee: number;
  pricingTier: PricingTier;
  /** "own" when the customer's negotiated rate replaced the hub's list price. */
  rateSource: "list" | "own";
}

type ListPriceRow = typeof hubServicePrices.$inferSelect;

/** The hub's list prices of a service, one row per pricing tier it lists. */
export async function listPricesOf(
  db: Pick<Database, "select">,
  hubId: number,
  serviceId: number,
): Promise<ListPriceRow[]> {
  return db
    .select()
    .from(hubServicePrices)
    .where(and(eq(hubServicePrices.hubId, hubId), eq(hubServicePrices.serviceId, serviceId)));
}

/**
 * The list price row of the tier a slot carries (by the hub's clock); a hub that lists no price for the slot's
 * tier charges its Regular price there. Undefined when it lists none (it does not offer the service).
 */
export function listPriceOfSlot(
  rows: readonly ListPriceRow[],
  slot: { startsAt: Date | string; timeZone: string },
): ListPriceRow | undefined {
  const slotTier = pricingTierForSlot(slot);
  return (
    rows.find((row) => row.pricingTier === slotTier) ??
    rows.find((row) => row.pricingTier === PricingTier.Regular)
  );
}

/**
 * The price of a service at a hub for a slot starting at `startsAt`: the tier the slot carries (by the hub's
 * clock), the hub's list price for that tier (its Regular price when it lists none for the tier) and its hour fees, and, for a signed-in customer with their own rate
 * for that hub, service and tier, their rate instead of the list price. Undefined when the hub has no list price
 * for the service (it does not offer it).
 */
export async function slotServicePrice(
  db: Pick<Database, "select">,
  input: { hubId: number; serviceId: number; timeZone: string; startsAt: Date | string; customerId?: number },
): Promise<SlotServicePrice | undefined> {
  const listRows = await listPricesOf(db, input.hubId, input.serviceId);
  const list = listPriceOfSlot(listRows, input);
  if (!list) return undefined;
  const pricingTier = list.pricingTier as PricingTier;
  const [own] =
    input.customerId === undefined
      ? []
      : await db
          .select({ price: customerServicePrices.price })
          .from(customerServicePrices)
          .where(
            and(
              eq(customerServicePrices.userId, input.customerId),
              eq(customerServicePrices.hubId, input.hubId),
              eq(customerServicePrices.serviceId, input.serviceId),
              eq(customerServicePrices.pricingTier, pricingTier),
            ),
          )
          .limit(1);
  return {
    price: own?.price ?? list.price,
    firstHourFee: list.firstHourFee,
    secondHourFee: list.secondHourFee,
    afterHoursFee: list.afterHoursFee,
    pricingTier,
    rateSource: own ? "own" : "list",
  };
}
