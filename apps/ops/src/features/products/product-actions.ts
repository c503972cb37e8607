"use server";

import { revalidatePath } from "next/cache";
import { parseCents } from "@freight/domain/money/cents";
import { getOpsApi } from "@/lib/api/server-api";
import { idField, outcomeOf, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Saves a product's price, old price, offer flag and stock (dollars typed, cents sent) from the version the page
 * showed; a save someone else made meanwhile is reported (409), never overwritten. An empty old price removes the
 * offer's crossed-out price; an empty stock stops counting it.
 */
export async function saveProductAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const productId = idField(formData, "productId");
  const version = Number(textField(formData, "version"));
  if (!productId || !Number.isSafeInteger(version) || version < 1)
    return { isDone: false, message: "Reload the page and try again." };
  const price = parseCents(textField(formData, "price"));
  if (!price.ok || price.cents < 0)
    return { isDone: false, message: "Enter the price in dollars, e.g. 18.50." };
  const oldPriceText = textField(formData, "oldPrice");
  const oldPrice = oldPriceText ? parseCents(oldPriceText) : null;
  if (oldPrice && (!oldPrice.ok || oldPrice.cents < 0))
    return { isDone: false, message: "Enter the old price in dollars, or leave it empty." };
  const stockText = textField(formData, "stock");
  const stock = stockText === "" ? null : Number(stockText);
  if (stock !== null && (!Number.isSafeInteger(stock) || stock < 0))
    return {
      isDone: false,
      message: "Enter the stock as a whole number, or leave it empty to stop counting it.",
    };
  const api = await getOpsApi();
  const outcome = await outcomeOf(
    "PATCH /staff/products/{productId}",
    api.PATCH("/staff/products/{productId}", {
      params: { path: { productId } },
      body: {
        version,
        price: price.cents,
        oldPrice: oldPrice && oldPrice.ok ? oldPrice.cents : null,
        isLimitedTimeOffer: formData.get("isLimitedTimeOffer") === "on",
        stock,
      },
    }),
    "Saved. The shop shows it now.",
  );
  if (outcome.isDone) revalidatePath(`/products/${productId}`);
  return outcome;
}
