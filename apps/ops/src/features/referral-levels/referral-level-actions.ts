"use server";

import { revalidatePath } from "next/cache";
import { parseCents } from "@freight/domain/money/cents";
import { getServerApi } from "@/lib/api/server-api";
import { outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** The largest referred volume a range can end at: "and above" on the top level. */
const OPEN_END_CENTS = 2_147_483_647;

/**
 * Saves every level's range (dollars typed, cents sent; the top level's empty end means "and above") and discount
 * from the list version the page showed. The API checks the ranges and discounts by the domain's rule.
 */
export async function saveReferralLevelsAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const version = Number(textField(formData, "version"));
  const ids = formData.getAll("levelId").map(Number);
  if (!Number.isSafeInteger(version) || version < 1 || ids.some((id) => !Number.isSafeInteger(id) || id < 1))
    return refusal("Reload the page and try again.");
  const levels = [];
  for (const id of ids) {
    const from = parseCents(textField(formData, `from-${id}`));
    const toText = textField(formData, `to-${id}`);
    const to = toText === "" ? { ok: true as const, cents: OPEN_END_CENTS } : parseCents(toText);
    const discountPercent = Number(textField(formData, `discount-${id}`));
    if (!from.ok || !to.ok) return refusal("Enter each range in dollars, e.g. 1000.00.");
    if (!Number.isInteger(discountPercent)) return refusal("Enter each discount as a whole percent.");
    levels.push({ id, minRate: from.cents, maxRate: to.cents, discountPercent });
  }
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/referral-levels",
    api.PUT("/staff/referral-levels", { body: { version, levels } }),
    "Saved. Customers' levels follow now; discounts on booked orders stay.",
  );
  if (outcome.isDone) revalidatePath("/referral-levels");
  return outcome;
}
