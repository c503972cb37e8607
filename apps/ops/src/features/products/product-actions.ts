"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { parseCents } from "@freight/domain/money/cents";
import { isProductSaleStatus } from "@freight/domain/shop/product-sale";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** A list the form sends as JSON in a hidden field (gallery, colours); null when it is not one. */
function jsonListField(formData: FormData, name: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(textField(formData, name) || "[]");
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** The ids of the checked boxes named `name`. */
function checkedIds(formData: FormData, name: string): number[] {
  return formData
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** The gallery's image paths in order (strings only); the API checks each source. */
function galleryField(formData: FormData): string[] | null {
  const list = jsonListField(formData, "gallery");
  return list && list.every((entry) => typeof entry === "string") ? (list as string[]) : null;
}

/**
 * Saves a whole product (dollars typed, cents sent) from the version the page showed; a save someone else made
 * meanwhile is reported (409), never overwritten. An empty old price removes the offer's crossed-out price; an
 * empty stock stops counting it; an empty offer end lets the offer run until its flag is cleared.
 */
export async function saveProductAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const productId = idField(formData, "productId");
  const version = Number(textField(formData, "version"));
  if (!productId || !Number.isSafeInteger(version) || version < 1) return refusal("Reload the page and try again.");
  const price = parseCents(textField(formData, "price"));
  if (!price.ok || price.cents < 0) return refusal("Enter the price in dollars, e.g. 18.50.");
  const oldPriceText = textField(formData, "oldPrice");
  const oldPrice = oldPriceText ? parseCents(oldPriceText) : null;
  if (oldPrice && (!oldPrice.ok || oldPrice.cents < 0))
    return refusal("Enter the old price in dollars, or leave it empty.");
  const stockText = textField(formData, "stock");
  const stock = stockText === "" ? null : Number(stockText);
  if (stock !== null && (!Number.isSafeInteger(stock) || stock < 0))
    return refusal("Enter the stock as a whole number, or leave it empty to stop counting it.");
  const offerEndText = textField(formData, "offerEndsAt");
  const offerEndsAt = offerEndText ? new Date(`${offerEndText}Z`) : null;
  if (offerEndsAt && Number.isNaN(offerEndsAt.getTime())) return refusal("Enter the offer's end as a date and time.");
  const gallery = galleryField(formData);
  const colors = jsonListField(formData, "colors");
  if (!gallery || !colors) return refusal("Reload the page and try again.");
  const categoryId = idField(formData, "categoryId");
  if (!categoryId) return refusal("Choose a category.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/products/{productId}",
    api.PATCH("/staff/products/{productId}", {
      params: { path: { productId } },
      body: {
        version,
        name: textField(formData, "name"),
        application: textField(formData, "application"),
        description: typeof formData.get("description") === "string" ? String(formData.get("description")) : "",
        categoryId,
        price: price.cents,
        oldPrice: oldPrice && oldPrice.ok ? oldPrice.cents : null,
        isLimitedTimeOffer: formData.get("isLimitedTimeOffer") === "on",
        offerEndsAt: offerEndsAt ? offerEndsAt.toISOString() : null,
        stock,
        isRecommended: formData.get("isRecommended") === "on",
        isNewArrivalPick: formData.get("isNewArrivalPick") === "on",
        isBestDealPick: formData.get("isBestDealPick") === "on",
        gallery,
        featureIds: checkedIds(formData, "featureIds"),
        applicationIds: checkedIds(formData, "applicationIds"),
        colors: colors as { name: string; color: string }[],
      },
    }),
    "Saved. The shop shows it now.",
  );
  if (outcome.isDone) revalidatePath(`/products/${productId}`);
  return outcome;
}

/**
 * Withdraws a product from sale, puts it back on sale or archives it (the button pressed says which), from the
 * version the page showed. The API refuses a change of an archived product in words.
 */
export async function changeProductSaleAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const productId = idField(formData, "productId");
  const version = Number(textField(formData, "version"));
  const saleStatus = textField(formData, "saleStatus");
  if (!productId || !Number.isSafeInteger(version) || version < 1 || !isProductSaleStatus(saleStatus))
    return refusal("Reload the page and try again.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/products/{productId}",
    api.PATCH("/staff/products/{productId}", { params: { path: { productId } }, body: { version, saleStatus } }),
    saleStatus === "on-sale" ? "Back on sale: the shop shows it now." : "Done: the shop no longer sells it.",
  );
  if (outcome.isDone) {
    revalidatePath(`/products/${productId}`);
    revalidatePath("/products");
  }
  return outcome;
}

/** Adds a product (name, category, price, main image) and opens its page to fill in the rest. */
export async function createProductAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const price = parseCents(textField(formData, "price"));
  if (!price.ok || price.cents < 0) return refusal("Enter the price in dollars, e.g. 18.50.");
  const categoryId = idField(formData, "categoryId");
  if (!categoryId) return refusal("Choose a category.");
  const image = textField(formData, "image");
  if (!image) return refusal("Upload the main image first.");
  const api = await getServerApi();
  let createdId: number;
  try {
    const { data, error, response } = await api.POST("/staff/products", {
      body: { name: textField(formData, "name"), categoryId, price: price.cents, gallery: [image] },
    });
    if (!data) return refusal(apiErrorMessage(error, `POST /staff/products answered ${response.status}.`));
    createdId = data.id;
  } catch {
    return refusal("The service could not be reached; nothing was saved. Try again in a minute.");
  }
  revalidatePath("/products");
  redirect(`/products/${createdId}?created=1`);
}
