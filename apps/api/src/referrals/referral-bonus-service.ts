import { REFERRED_VOLUME_PAYMENT_STATUSES, referredMoneyCents } from "@freight/domain/referrals/referred-volume";
import { formatCents } from "@freight/domain/money/cents";
import { referralBonusClawback } from "@freight/domain/referrals/referral-bonus";
import {
  isReferralBonusDue,
  referralBonusCents,
  referralBonusReleaseAt,
  REFERRAL_BONUS_HOLD_DAYS,
} from "@freight/domain/referrals/referral-bonus";
import {
  REFERRAL_REFUSAL_TEXT,
  referralRefusal,
  type ReferralParty,
} from "@freight/domain/referrals/referral-abuse";
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Database, Tx } from "../db/client.js";
import { orders, payments, referralBonuses, referralLevels, users } from "../db/schema/index.js";
import { createMessage } from "../notifications/messages.js";
import { lockUserFunds, postLedgerEntry } from "../payments/ledger-service.js";
import { refreshOwnLevel } from "./referral-level-service.js";

/**
 * A refund or returned debit on the order that earned a referral bonus: a held bonus is dropped, a credited one
 * is taken back from the referrer's bonuses (as much as is still there).
 */
export async function clawBackReferralBonus(tx: Tx, orderId: number | null, now: Date): Promise<void> {
  if (orderId === null) return;
  const [bonus] = await tx
    .select()
    .from(referralBonuses)
    .where(and(eq(referralBonuses.orderId, orderId), inArray(referralBonuses.status, ["held", "credited"])))
    .for("no key update")
    .limit(1);
  if (!bonus) return;
  if (bonus.status === "held") {
    await tx
      .update(referralBonuses)
      .set({ status: "cancelled", reason: "The qualifying order's payment was refunded or returned" })
      .where(eq(referralBonuses.id, bonus.id));
    return;
  }
  const held = await lockUserFunds(tx, bonus.referrerUserId);
  const { takeCents: take, alreadySpentCents } = referralBonusClawback(held.bonusesCents, bonus.amountCents);
  await postLedgerEntry(tx, {
    userId: bonus.referrerUserId,
    account: "bonuses",
    kind: "decrease",
    amountCents: take,
    referralBonusId: bonus.id,
    description: "Referral bonus taken back: the referred order's payment was refunded",
  });
  await tx
    .update(referralBonuses)
    .set({
      status: "clawed-back",
      clawedBackAt: now,
      reason: alreadySpentCents > 0 ? `${formatCents(alreadySpentCents)} had already been spent` : "",
    })
    .where(eq(referralBonuses.id, bonus.id));
  await createMessage(tx, bonus.referrerUserId, "bonusClawedBack", {
    title: "Referral bonus taken back",
    text: `The order that earned you a referral bonus of ${formatCents(bonus.amountCents)} was refunded, so the bonus was taken back.`,
    type: "Warning",
  });
}

async function partyOf(tx: Tx, userId: number): Promise<ReferralParty | undefined> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const prints = await tx
    .selectDistinct({ fingerprint: payments.paymentFingerprint })
    .from(payments)
    .where(and(eq(payments.userId, userId), isNotNull(payments.paymentFingerprint)));
  return {
    userId: user.id,
    email: user.email,
    phoneNumber: user.phoneNumber,
    paymentFingerprints: prints.flatMap((row) => (row.fingerprint ? [row.fingerprint] : [])),
  };
}

/**
 * What an order was paid in money (not bonuses) by payments that still stand — the referred-volume rule
 * (`referredMoneyCents` of the counted payments) for one order — and whether any was reversed.
 */
async function orderMoney(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      amountCents: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${inArray(payments.status, [...REFERRED_VOLUME_PAYMENT_STATUSES])}), 0)::int`,
      bonusesCents: sql<number>`coalesce(sum(${payments.bonusesCents}) filter (where ${inArray(payments.status, [...REFERRED_VOLUME_PAYMENT_STATUSES])}), 0)::int`,
      reversed: sql<number>`count(*) filter (where ${payments.status} in ('refunded', 'returned'))::int`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return { paidInMoney: row ? referredMoneyCents(row) : 0, reversed: row?.reversed ?? 0 };
}

export interface ReferralSweepResult {
  held: number;
  credited: number;
  refused: number;
  cancelled: number;
}

const isFullyPaid = sql`${orders.totalPaidCents} >= ${orders.totalCents} and ${orders.totalCents} > 0`;

/**
 * The referral bonus sweep (a staff call and a CLI run it; tests pass the clock):
 * 1. each referred customer without a bonus record whose first order is closed and fully paid gets one:
 *    refused for self-referral (same account, e-mail, phone or payment fingerprint) or for a payment in bonuses
 *    only, otherwise held until the hold period ends, at the referrer's level percent of the money paid;
 * 2. each held bonus that is due is credited to the referrer's bonuses in the ledger, unless the order was
 *    refunded, returned or is no longer paid meanwhile (then it is cancelled) or the abuse check now refuses it.
 * One record per referred customer (a unique index), so nothing is ever credited twice.
 */
export async function sweepReferralBonuses(
  db: Database,
  now: Date,
  holdDays = REFERRAL_BONUS_HOLD_DAYS,
): Promise<ReferralSweepResult> {
  const result: ReferralSweepResult = { held: 0, credited: 0, refused: 0, cancelled: 0 };
  const referred = await db
    .select({ id: users.id, referrerId: users.referredByUserId })
    .from(users)
    .where(
      and(
        isNotNull(users.referredByUserId),
        // Written out: inside a one-table subquery Drizzle leaves column names unqualified.
        sql`not exists (select 1 from "referral_bonuses" rb where rb."referred_user_id" = "users"."id")`,
      ),
    );
  for (const customer of referred) {
    if (customer.referrerId === null) continue;
    const referrerId = customer.referrerId;
    const outcome = await db.transaction((tx) =>
      recordQualifyingOrder(tx, { referrerId, referredId: customer.id, now, holdDays }),
    );
    if (outcome) result[outcome] += 1;
  }

  const due = await db
    .select({ id: referralBonuses.id })
    .from(referralBonuses)
    .where(and(eq(referralBonuses.status, "held"), lte(referralBonuses.releaseAt, now)));
  for (const { id } of due) {
    const outcome = await db.transaction((tx) => releaseHeldBonus(tx, id, now));
    if (outcome) result[outcome] += 1;
  }
  return result;
}

/**
 * A referred customer's first closed, fully paid order gets one bonus record: refused (self-referral, or paid in
 * bonuses only) or held until the hold period ends. Nothing when there is no such order yet.
 */
async function recordQualifyingOrder(
  tx: Tx,
  {
    referrerId,
    referredId,
    now,
    holdDays,
  }: { referrerId: number; referredId: number; now: Date; holdDays: number },
): Promise<"held" | "refused" | undefined> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, referredId), eq(orders.status, "closed"), isFullyPaid))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1);
  if (!order) return undefined;
  const money = await orderMoney(tx, order.id);
  if (money.reversed > 0) return undefined;
  const [referrer, referredParty] = [await partyOf(tx, referrerId), await partyOf(tx, referredId)];
  if (!referrer || !referredParty) return undefined;
  const refusal = referralRefusal(referrer, referredParty);
  const [level] = await tx
    .select({ percent: referralLevels.discountPercent })
    .from(users)
    .innerJoin(referralLevels, eq(referralLevels.id, users.referralLevelId))
    .where(eq(users.id, referrerId));
  const amount = referralBonusCents(money.paidInMoney, level?.percent ?? 0);
  const reason = refusal
    ? REFERRAL_REFUSAL_TEXT[refusal]
    : amount === 0
      ? "The order was paid with bonuses only"
      : "";
  const inserted = await tx
    .insert(referralBonuses)
    .values({
      referrerUserId: referrerId,
      referredUserId: referredId,
      orderId: order.id,
      amountCents: reason ? 0 : amount,
      status: reason ? "refused" : "held",
      reason,
      qualifiedAt: now,
      releaseAt: referralBonusReleaseAt(now, holdDays),
    })
    .onConflictDoNothing()
    .returning({ id: referralBonuses.id });
  if (inserted.length === 0) return undefined;
  return reason ? "refused" : "held";
}

/**
 * A held bonus whose hold has ended is credited to the referrer's bonuses, unless its order was refunded, returned
 * or is no longer paid (cancelled) or the abuse check now refuses it.
 */
async function releaseHeldBonus(
  tx: Tx,
  id: number,
  now: Date,
): Promise<"credited" | "refused" | "cancelled" | undefined> {
  const [bonus] = await tx.select().from(referralBonuses).where(eq(referralBonuses.id, id)).limit(1);
  if (!bonus || bonus.status !== "held" || !isReferralBonusDue(bonus.releaseAt, now)) return undefined;
  // The referrer's row first, then the bonus: the same lock order as every ledger movement.
  await lockUserFunds(tx, bonus.referrerUserId);
  const [locked] = await tx
    .select()
    .from(referralBonuses)
    .where(eq(referralBonuses.id, id))
    .for("no key update")
    .limit(1);
  if (!locked || locked.status !== "held") return undefined;
  const [order] = await tx
    .select({ id: orders.id, number: orders.number, status: orders.status, paid: isFullyPaid })
    .from(orders)
    .where(eq(orders.id, locked.orderId ?? 0));
  const money = order ? await orderMoney(tx, order.id) : { reversed: 1, paidInMoney: 0 };
  if (!order || order.status !== "closed" || !order.paid || money.reversed > 0) {
    await tx
      .update(referralBonuses)
      .set({
        status: "cancelled",
        reason: "The order was refunded, returned or cancelled before the hold ended",
      })
      .where(eq(referralBonuses.id, id));
    return "cancelled" as const;
  }
  const [referrer, referredParty] = [
    await partyOf(tx, locked.referrerUserId),
    await partyOf(tx, locked.referredUserId),
  ];
  const refusal = referrer && referredParty ? referralRefusal(referrer, referredParty) : "same-account";
  if (refusal) {
    await tx
      .update(referralBonuses)
      .set({ status: "refused", reason: REFERRAL_REFUSAL_TEXT[refusal] })
      .where(eq(referralBonuses.id, id));
    return "refused" as const;
  }
  await postLedgerEntry(tx, {
    userId: locked.referrerUserId,
    account: "bonuses",
    kind: "increase",
    amountCents: locked.amountCents,
    referralBonusId: locked.id,
    description: `Referral bonus for order ${order.number}`,
  });
  await tx
    .update(referralBonuses)
    .set({ status: "credited", creditedAt: now })
    .where(eq(referralBonuses.id, id));
  await createMessage(tx, locked.referrerUserId, "bonusCredited", {
    title: "Referral bonus credited",
    text: `You earned a referral bonus of ${formatCents(locked.amountCents)}: a customer you referred completed their first order.`,
    type: "Success",
    button1Text: "See your bonuses",
    button1Command: "/settings?tab=2",
  });
  await refreshOwnLevel(tx, locked.referrerUserId);
  return "credited" as const;
}
