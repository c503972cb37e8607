/**
 * Service tier of a warehouse listing card. The spec names the first tier only by a
 * brand placeholder ({product}); it is the company's own flagship offer.
 */
export const ServiceTier = {
  Product: "Product",
  BookingPlus: "BookingPlus",
  Booking: "Booking",
} as const;

/** One of the service tiers. */
export type ServiceTier = (typeof ServiceTier)[keyof typeof ServiceTier];

/** Every service tier, in the order the listing shows them. */
export const SERVICE_TIERS: readonly ServiceTier[] = Object.values(ServiceTier);

/** Whether a value is one of the known service tiers. */
export function isServiceTier(value: unknown): value is ServiceTier {
  return SERVICE_TIERS.includes(value as ServiceTier);
}
