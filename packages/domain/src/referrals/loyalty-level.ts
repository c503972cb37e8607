/** The loyalty (referral) level names, lowest first. */
export const LOYALTY_LEVEL_NAMES = ["Core", "Velocity", "Zenith"] as const;

/** One loyalty level name. */
export type LoyaltyLevelName = (typeof LOYALTY_LEVEL_NAMES)[number];

/** The local texts of a level: what share of transactions it pays and what it means. */
export interface LoyaltyLevelText {
  percentOfTransactions: string;
  description: string;
}

/**
 * The texts shown for each level. The percentages match the seeded levels' discountPercent
 * (3, 5 and 8); change both together.
 */
export const LOYALTY_LEVEL_TEXTS: Readonly<Record<LoyaltyLevelName, LoyaltyLevelText>> = {
  Core: {
    percentOfTransactions: "3% of transactions",
    description: "Your starting level: earn from the first order a referred customer books.",
  },
  Velocity: {
    percentOfTransactions: "5% of transactions",
    description: "Reached as your referrals' turnover grows: a larger share of every order they book.",
  },
  Zenith: {
    percentOfTransactions: "8% of transactions",
    description: "Our top level for the partners who bring the most business: the largest share we pay.",
  },
};

/** The level id a customer has before the server assigns one (the first level, Core). */
export const DEFAULT_LOYALTY_LEVEL_ID = 1;

/** Whether a value is one of the loyalty level names (exact spelling). */
export function isLoyaltyLevelName(value: unknown): value is LoyaltyLevelName {
  return LOYALTY_LEVEL_NAMES.includes(value as LoyaltyLevelName);
}

/** The local texts for a level name, matched case-insensitively; undefined for an unknown name. */
export function loyaltyLevelText(name: string): LoyaltyLevelText | undefined {
  const match = LOYALTY_LEVEL_NAMES.find(
    (levelName) => levelName.toLowerCase() === name.trim().toLowerCase(),
  );
  return match ? LOYALTY_LEVEL_TEXTS[match] : undefined;
}
