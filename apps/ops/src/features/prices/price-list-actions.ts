"use server";

import { revalidatePath } from "next/cache";
import { isPricingTier, PRICING_TIER_LABELS } from "@freight/domain/catalog/pricing-tier";
import { parseCents } from "@freight/domain/money/cents";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

const MONEY_FIELDS = [
  ["price", "the price per unit"],
  ["firstHourFee", "the first-hour fee"],
  ["secondHourFee", "the second-hour fee"],
  ["afterHoursFee", "the after-hours fee"],
] as const;

/**
 * Saves one row of a hub's price list (dollars typed, cents sent) from the version the page showed: when another
 * editor saved the list meanwhile, the API refuses (409) and the person is told to reload rather than overwrite.
 */
export async function savePriceRowAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const hubId = idField(formData, "hubId");
  const serviceId = idField(formData, "serviceId");
  const version = Number(textField(formData, "version"));
  const pricingTier = Number(textField(formData, "pricingTier"));
  if (!hubId || !serviceId || !Number.isSafeInteger(version) || version < 1 || !isPricingTier(pricingTier))
    return { isDone: false, message: "Reload the page and try again." };
  const cents: Record<(typeof MONEY_FIELDS)[number][0], number> = {
    price: 0,
    firstHourFee: 0,
    secondHourFee: 0,
    afterHoursFee: 0,
  };
  for (const [field, name] of MONEY_FIELDS) {
    const amount = parseCents(textField(formData, field));
    if (!amount.ok || amount.cents < 0)
      return { isDone: false, message: `Enter ${name} in dollars, e.g. 18.50.` };
    cents[field] = amount.cents;
  }
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/hubs/{hubId}/prices",
    api.PUT("/staff/hubs/{hubId}/prices", {
      params: { path: { hubId } },
      body: { version, prices: [{ serviceId, pricingTier, ...cents }] },
    }),
    `Saved the ${PRICING_TIER_LABELS[pricingTier]} prices. New bookings are charged them; booked orders keep theirs.`,
  );
  if (outcome.isDone) revalidatePath("/prices");
  return outcome;
}
