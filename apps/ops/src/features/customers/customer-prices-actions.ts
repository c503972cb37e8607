"use server";

import { revalidatePath } from "next/cache";
import { formatCents, parseCents } from "@freight/domain/money/cents";
import { isPricingTier, PRICING_TIER_LABELS } from "@freight/domain/catalog/pricing-tier";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

type PriceEntry = { hubId: number; serviceId: number; pricingTier: 0 | 1 | 2; price: number };

/** The customer's own prices as they stand, for a change to be applied to (the API replaces the whole list). */
async function currentPrices(customerId: number): Promise<PriceEntry[] | undefined> {
  const api = await getServerApi();
  try {
    const { data } = await api.GET("/staff/customers/{customerId}/prices", {
      params: { path: { customerId } },
    });
    return data?.prices.map(({ hubId, serviceId, pricingTier, price }) => ({
      hubId,
      serviceId,
      pricingTier,
      price,
    }));
  } catch {
    return undefined;
  }
}

async function savePrices(
  customerId: number,
  prices: PriceEntry[],
  doneMessage: string,
): Promise<ActionOutcome> {
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/customers/{customerId}/prices",
    api.PUT("/staff/customers/{customerId}/prices", { params: { path: { customerId } }, body: { prices } }),
    doneMessage,
  );
  if (outcome.isDone) revalidatePath(`/customers/${customerId}`);
  return outcome;
}

const unreachable: ActionOutcome = {
  isDone: false,
  message: "The service could not be reached; nothing was changed. Try again in a minute.",
};

function entryOf(formData: FormData): { entry?: Omit<PriceEntry, "price">; problem?: string } {
  const hubId = idField(formData, "hubId");
  const serviceId = idField(formData, "serviceId");
  const tier = Number(textField(formData, "pricingTier"));
  if (!hubId) return { problem: "Choose a hub." };
  if (!serviceId) return { problem: "Choose a service." };
  if (!isPricingTier(tier)) return { problem: "Choose a price tier." };
  return { entry: { hubId, serviceId, pricingTier: tier } };
}

const sameEntry = (a: Omit<PriceEntry, "price">) => (b: PriceEntry) =>
  a.hubId === b.hubId && a.serviceId === b.serviceId && a.pricingTier === b.pricingTier;

/** The customer and the price row a form names, with the customer's current list, or what to tell the person. */
async function priceForm(
  formData: FormData,
): Promise<
  { customerId: number; entry: Omit<PriceEntry, "price">; prices: PriceEntry[] } | { outcome: ActionOutcome }
> {
  await requireSameSiteAction();
  const customerId = idField(formData, "customerId");
  if (!customerId) return { outcome: { isDone: false, message: "Reload the page and try again." } };
  const { entry, problem } = entryOf(formData);
  if (!entry) return { outcome: { isDone: false, message: problem ?? "" } };
  const prices = await currentPrices(customerId);
  if (!prices) return { outcome: unreachable };
  return { customerId, entry, prices };
}

/** Sets (adds or changes) one own price of a customer; quotes and bookings from now on use it. */
export async function setCustomerPriceAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  const form = await priceForm(formData);
  if ("outcome" in form) return form.outcome;
  const amount = parseCents(textField(formData, "price"));
  if (!amount.ok || amount.cents < 0)
    return { isDone: false, message: "Enter the price per unit in dollars, e.g. 18.50." };
  const { customerId, entry, prices } = form;
  const next = [...prices.filter((price) => !sameEntry(entry)(price)), { ...entry, price: amount.cents }];
  return savePrices(
    customerId,
    next,
    `Own ${PRICING_TIER_LABELS[entry.pricingTier]} price set to ${formatCents(amount.cents)}.`,
  );
}

/** Removes one own price; that hub, service and tier return to the hub's list price for this customer. */
export async function removeCustomerPriceAction(
  _state: ActionOutcome,
  formData: FormData,
): Promise<ActionOutcome> {
  const form = await priceForm(formData);
  if ("outcome" in form) return form.outcome;
  const { customerId, entry, prices } = form;
  return savePrices(
    customerId,
    prices.filter((price) => !sameEntry(entry)(price)),
    "Own price removed; the list price applies again.",
  );
}
