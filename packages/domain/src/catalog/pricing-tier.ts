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
