import { formatCents } from "@freight/domain/money/cents";
import { and, eq, inArray } from "drizzle-orm";
import { referralBonuses } from "../../db/schema/index.js";
import { createMessage } from "../accounts/messages.js";
import { lockUserFunds, postLedgerEntry, type Tx } from "../payments/ledger-service.js";

/**
 * A refund or returned debit of the payment that earned a referral bonus: a held bonus is dropped, a credited
 * one is taken back from the referrer's bonuses (as much as is still there).
 */
export async function clawBackReferralBonus(tx: Tx, paymentId: number, now: Date): Promise<void> {
  const [bonus] = await tx
    .select()
    .from(referralBonuses)
    .where(
      and(eq(referralBonuses.paymentId, paymentId), inArray(referralBonuses.status, ["held", "credited"])),
    )
    .for("update")
    .limit(1);
  if (!bonus) return;
  if (bonus.status === "held") {
    await tx
      .update(referralBonuses)
      .set({ status: "cancelled", reason: "The qualifying payment was refunded or returned" })
      .where(eq(referralBonuses.id, bonus.id));
    return;
  }
  const held = await lockUserFunds(tx, bonus.referrerUserId);
  const take = Math.min(held.bonusesCents, bonus.amountCents);
  await postLedgerEntry(tx, {
    userId: bonus.referrerUserId,
    account: "bonuses",
    kind: "decrease",
    amountCents: take,
    referralBonusId: bonus.id,
    description: `Referral bonus taken back: the referred order's payment was refunded`,
  });
  await tx
    .update(referralBonuses)
    .set({
      status: "clawed-back",
      clawedBackAt: now,
      reason:
        take < bonus.amountCents ? `${formatCents(bonus.amountCents - take)} had already been spent` : "",
    })
    .where(eq(referralBonuses.id, bonus.id));
  await createMessage(tx, bonus.referrerUserId, {
    title: "Referral bonus taken back",
    text: `The order that earned you a referral bonus of ${formatCents(bonus.amountCents)} was refunded, so the bonus was taken back.`,
    type: "Warning",
  });
}
