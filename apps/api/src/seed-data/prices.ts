import { quotedPriceCents } from "@freight/domain/pricing/quoted-price";
import { hubs } from "./hubs.js";
import { services } from "./services.js";
import type { PricingTier, SeedHubServicePrice } from "./types.js";

interface BaseRate {
  /** US cents per unit at a hub with multiplier 1, Regular tier. */
  price: number;
  /** US cents, before the hub multiplier. */
  firstHourFee: number;
  secondHourFee: number;
  afterHoursFee: number;
}

/** Regular-tier rates of a reference hub, in US cents. Storage is billed per pallet per day and carries no hour fees. */
const baseRates: Readonly<Record<string, BaseRate>> = {
  "cross-dock": { price: 2200, firstHourFee: 7500, secondHourFee: 5000, afterHoursFee: 12500 },
  transload: { price: 52500, firstHourFee: 9500, secondHourFee: 6500, afterHoursFee: 17500 },
  consolidation: { price: 2600, firstHourFee: 7500, secondHourFee: 5000, afterHoursFee: 12500 },
  restack: { price: 1800, firstHourFee: 6500, secondHourFee: 4500, afterHoursFee: 10000 },
  rework: { price: 3500, firstHourFee: 6500, secondHourFee: 4500, afterHoursFee: 10000 },
  storage: { price: 95, firstHourFee: 0, secondHourFee: 0, afterHoursFee: 0 },
  transport: { price: 45000, firstHourFee: 8500, secondHourFee: 6000, afterHoursFee: 15000 },
  "overweight-help": { price: 32500, firstHourFee: 8500, secondHourFee: 6000, afterHoursFee: 15000 },
};

/** Local cost of labour and real estate relative to the reference hub. */
const hubMultipliers: Readonly<Record<string, number>> = {
  "san-bernardino": 1.08,
  stockton: 1.0,
  reno: 0.96,
  denver: 1.02,
  markham: 1.12,
  columbus: 0.94,
  greenville: 0.9,
};

/** Regular 0 as quoted, Peak 1 during seasonal surges, Best 2 for off-peak slots. Fees do not change with the tier. */
const tierMultipliers: Readonly<Record<PricingTier, number>> = { 0: 1, 1: 1.2, 2: 0.9 };

const pricingTiers: readonly PricingTier[] = [0, 1, 2];

function rateFor(serviceSlug: string): BaseRate {
  const rate = baseRates[serviceSlug];
  if (!rate) throw new Error(`No base rate for service "${serviceSlug}"`);
  return rate;
}

function multiplierFor(hubSlug: string): number {
  const multiplier = hubMultipliers[hubSlug];
  if (multiplier === undefined) throw new Error(`No price multiplier for hub "${hubSlug}"`);
  return multiplier;
}

/** One row per hub, offered service and pricing tier. */
export function buildHubServicePrices(): readonly SeedHubServicePrice[] {
  return hubs.flatMap((hub) => {
    const hubMultiplier = multiplierFor(hub.slug);
    return services
      .filter((service) => hub.serviceSlugs.includes(service.slug))
      .flatMap((service) => {
        const rate = rateFor(service.slug);
        return pricingTiers.map((pricingTier) => ({
          hubSlug: hub.slug,
          serviceSlug: service.slug,
          pricingTier,
          price: quotedPriceCents(rate.price, hubMultiplier, tierMultipliers[pricingTier]),
          firstHourFee: quotedPriceCents(rate.firstHourFee, hubMultiplier),
          secondHourFee: quotedPriceCents(rate.secondHourFee, hubMultiplier),
          afterHoursFee: quotedPriceCents(rate.afterHoursFee, hubMultiplier),
        }));
      });
  });
}

export const hubServicePrices: readonly SeedHubServicePrice[] = buildHubServicePrices();
