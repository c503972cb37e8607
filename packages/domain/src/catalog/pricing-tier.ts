import { wallClockOf, type InstantInput } from "../time/zoned-time";

/** Price tier of a time slot. */
export const PricingTier = {
  Regular: 0,
  Peak: 1,
  Best: 2,
} as const;

/** One of the pricing tiers. */
export type PricingTier = (typeof PricingTier)[keyof typeof PricingTier];

/** Every pricing tier, in code order. */
export const PRICING_TIERS: readonly PricingTier[] = Object.values(PricingTier);

/** Whether a value is one of the known pricing tier codes. */
export function isPricingTier(value: unknown): value is PricingTier {
  return PRICING_TIERS.includes(value as PricingTier);
}

/** The tier's name as customers read it next to a price. */
export const PRICING_TIER_LABELS: Readonly<Record<PricingTier, string>> = {
  [PricingTier.Regular]: "Regular",
  [PricingTier.Peak]: "Peak",
  [PricingTier.Best]: "Best",
};

/**
 * The tier a slot is priced at, by its start on the hub's wall clock: nights (21:00 to 06:00) and weekends are the
 * off-peak Best tier; weekday slots starting 12:00 to 17:59, the afternoon rush at the docks, are Peak; other
 * weekday slots (06:00 to 11:59 and 18:00 to 20:59) are Regular.
 */
export function pricingTierForSlot({
  startsAt,
  timeZone,
}: {
  startsAt: InstantInput;
  timeZone: string;
}): PricingTier {
  const local = wallClockOf(startsAt, timeZone);
  const hour = local.hour();
  const weekday = local.day();
  if (weekday === 0 || weekday === 6 || hour >= 21 || hour < 6) return PricingTier.Best;
  if (hour >= 12 && hour < 18) return PricingTier.Peak;
  return PricingTier.Regular;
}
