import { assertCents, type Cents } from "../money/cents";

/** Days a referral bonus is held after the referred customer's first order is closed and paid. */
export const REFERRAL_BONUS_HOLD_DAYS = 14;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The bonus a referrer earns for a referred customer's first order: their level's percent of what that
 * order was paid in money (card, ACH or balance; not bonuses, which would let bonuses breed bonuses),
 * rounded down to whole cents.
 */
export function referralBonusCents(paidInMoneyCents: Cents, levelPercent: number): Cents {
  assertCents(paidInMoneyCents, "paidInMoney");
  if (!Number.isFinite(levelPercent) || levelPercent < 0 || levelPercent > 100) {
    throw new RangeError(`levelPercent must be between 0 and 100, got ${String(levelPercent)}`);
  }
  return Math.floor((paidInMoneyCents * Math.round(levelPercent * 100)) / 10_000);
}

/** When a held referral bonus becomes due. */
export function referralBonusReleaseAt(qualifiedAt: Date, holdDays = REFERRAL_BONUS_HOLD_DAYS): Date {
  return new Date(qualifiedAt.getTime() + holdDays * dayMs);
}

/** Whether a held bonus is due at `now`. */
export function isReferralBonusDue(releaseAt: Date, now: Date): boolean {
  return now.getTime() >= releaseAt.getTime();
}

/** What taking back a credited referral bonus does to the referrer's bonuses. */
export interface ReferralBonusClawback {
  /** Taken from the referrer's bonuses: the bonus, or what is left of it. */
  takeCents: Cents;
  /** The part the referrer already spent, which is not taken back. */
  alreadySpentCents: Cents;
}

/**
 * When a referred order's payment is refunded, the credited bonus is taken back only from the bonuses the
 * referrer still holds; what they already spent stays spent (their bonuses never go negative).
 */
export function referralBonusClawback(heldBonusesCents: Cents, bonusCents: Cents): ReferralBonusClawback {
  assertCents(heldBonusesCents, "heldBonusesCents");
  assertCents(bonusCents, "bonusCents");
  const takeCents = Math.min(heldBonusesCents, bonusCents);
  return { takeCents, alreadySpentCents: bonusCents - takeCents };
}
