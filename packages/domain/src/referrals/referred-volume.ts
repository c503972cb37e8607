import { assertCents, differenceCents, sumCents, type Cents } from "../money/cents";

/**
 * The referred volume, which sets a referrer's level: the money their referrals paid (card, ACH or balance; not
 * the bonuses they spent) on payments that stand — paid, not pending, refunded or returned — and not on top-ups,
 * which only move a customer's own money onto their balance. The API computes it; the portal shows the API's figure.
 */
export const REFERRED_VOLUME_PAYMENT_STATUSES = ["paid"] as const;
/** Payment flows whose money never counts towards the referred volume. */
export const REFERRED_VOLUME_EXCLUDED_FLOWS = ["top-up"] as const;

/** A payment as far as the referred volume is concerned. */
export interface VolumePayment {
  readonly status: string;
  readonly flow: string;
  /** The whole payment: bonuses + balance + gateway. */
  readonly amountCents: Cents;
  readonly bonusesCents: Cents;
}

/** Whether a payment's money counts towards its payer's referrer's volume. */
export function countsTowardsReferredVolume(payment: Pick<VolumePayment, "status" | "flow">): boolean {
  return (
    (REFERRED_VOLUME_PAYMENT_STATUSES as readonly string[]).includes(payment.status) &&
    !(REFERRED_VOLUME_EXCLUDED_FLOWS as readonly string[]).includes(payment.flow)
  );
}

/**
 * The money of counted payments: their amounts less the bonuses spent in them (also given as the two sums, as a
 * database adds them up).
 */
export function referredMoneyCents(counted: Pick<VolumePayment, "amountCents" | "bonusesCents">): Cents {
  return assertCents(differenceCents(counted.amountCents, counted.bonusesCents, "referred volume"), "referred volume");
}

/** The referred volume of a referrer from their referrals' payments. */
export function referredVolumeCents(payments: readonly VolumePayment[]): Cents {
  const counted = payments.filter(countsTowardsReferredVolume);
  return referredMoneyCents({
    amountCents: sumCents(counted.map((payment) => payment.amountCents), "amounts"),
    bonusesCents: sumCents(counted.map((payment) => payment.bonusesCents), "bonuses"),
  });
}
