import { PricingTier, pricingTierForSlot } from "@freight/domain/catalog/pricing-tier";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { customerServicePrices, hubServicePrices } from "../../db/schema/index.js";

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
  const slotTier = pricingTierForSlot({ startsAt: input.startsAt, timeZone: input.timeZone });
  const listRows = await db
    .select()
    .from(hubServicePrices)
    .where(and(eq(hubServicePrices.hubId, input.hubId), eq(hubServicePrices.serviceId, input.serviceId)));
  // A hub that lists no price for the slot's tier charges its Regular price there.
  const list =
    listRows.find((row) => row.pricingTier === slotTier) ??
    listRows.find((row) => row.pricingTier === PricingTier.Regular);
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
