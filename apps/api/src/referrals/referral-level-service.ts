import { levelForVolume } from "@freight/domain/referrals/level-for-volume";
import type { Tx } from "../db/client.js";
import {
  REFERRED_VOLUME_EXCLUDED_FLOWS,
  REFERRED_VOLUME_PAYMENT_STATUSES,
  referredMoneyCents,
} from "@freight/domain/referrals/referred-volume";
import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { payments, referralLevels, users } from "../db/schema/index.js";
import { clawBackReferralBonus } from "./referral-bonus-service.js";

/**
 * Which payments count towards a referrer's volume, by the domain's rule (countsTowardsReferredVolume): paid, not a
 * top-up. For the database to filter on.
 */
export function countedTowardsReferredVolume(): SQL {
  return and(
    inArray(payments.status, [...REFERRED_VOLUME_PAYMENT_STATUSES]),
    notInArray(payments.flow, [...REFERRED_VOLUME_EXCLUDED_FLOWS]),
  ) as SQL;
}

/** The two sums the referred volume is made of (referredMoneyCents), summed by the database. */
export const referredVolumeSums = {
  amountCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
  bonusesCents: sql<number>`coalesce(sum(${payments.bonusesCents}), 0)::int`,
};

/** The volume that sets a referrer's level (the domain's referred volume): what their referrals paid in money. */
export async function referredVolumeCents(tx: Pick<Tx, "select">, referrerUserId: number): Promise<number> {
  const [row] = await tx
    .select(referredVolumeSums)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(eq(users.referredByUserId, referrerUserId), countedTowardsReferredVolume()));
  return referredMoneyCents(row ?? { amountCents: 0, bonusesCents: 0 });
}

/** Sets the user's level from their referred volume (levels from the database; see levelForVolume). */
export async function refreshOwnLevel(tx: Tx, userId: number): Promise<number | undefined> {
  const levels = await tx
    .select({ id: referralLevels.id, minRate: referralLevels.minRate, maxRate: referralLevels.maxRate })
    .from(referralLevels);
  const level = levelForVolume(levels, await referredVolumeCents(tx, userId));
  if (level) {
    await tx
      .update(users)
      .set({ referralLevelId: level.id })
      .where(and(eq(users.id, userId), sql`${users.referralLevelId} is distinct from ${level.id}`));
  }
  return level?.id;
}

/**
 * After a payment of `payerUserId` was settled or reversed: the referrer's level follows their referred volume,
 * and a reversed payment claws back the referral bonus its order had earned.
 */
export async function refreshReferrerLevel(
  tx: Tx,
  payerUserId: number,
  { reversedOrderId, now }: { reversedOrderId: number | null | undefined; now: Date },
): Promise<void> {
  const [payer] = await tx
    .select({ referredByUserId: users.referredByUserId })
    .from(users)
    .where(eq(users.id, payerUserId))
    .limit(1);
  if (reversedOrderId !== undefined) await clawBackReferralBonus(tx, reversedOrderId, now);
  if (payer?.referredByUserId) await refreshOwnLevel(tx, payer.referredByUserId);
}
