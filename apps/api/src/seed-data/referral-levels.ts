import type { SeedReferralLevel } from "./types.js";

/**
 * Loyalty levels by referred turnover (US cents): Core up to $5,000, Velocity up to $25,000,
 * Zenith above. Zenith's maxRate is the largest value a PostgreSQL integer holds, meaning "no upper bound".
 */
export const referralLevels: readonly SeedReferralLevel[] = [
  { slug: "core", name: "Core", discountPercent: 3, minRate: 0, maxRate: 500_000 },
  { slug: "velocity", name: "Velocity", discountPercent: 5, minRate: 500_000, maxRate: 2_500_000 },
  { slug: "zenith", name: "Zenith", discountPercent: 8, minRate: 2_500_000, maxRate: 2_147_483_647 },
];
