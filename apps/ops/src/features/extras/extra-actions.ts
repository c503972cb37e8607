"use server";

import { revalidatePath } from "next/cache";
import { parseCents } from "@freight/domain/money/cents";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

type AddableKind = "reStackFix" | "fee" | "storage";
const ADDABLE_KINDS: readonly string[] = ["reStackFix", "fee", "storage"];

/** The unit price typed in dollars as cents (0 allowed: an extra may be free), or undefined when it is not money. */
function priceField(formData: FormData): number | undefined {
  const price = parseCents(textField(formData, "price"));
  return price.ok && price.cents >= 0 ? price.cents : undefined;
}

/**
 * Saves an extra's name, unit, price and description, and whether bookings may still add it, from the version the
 * page showed (409 when someone saved since). New bookings pay the new price; booked orders keep theirs.
 */
export async function saveExtraAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const extraServiceId = idField(formData, "extraServiceId");
  const version = Number(textField(formData, "version"));
  if (!extraServiceId || !Number.isSafeInteger(version) || version < 1) return refusal("Reload the page and try again.");
  const price = priceField(formData);
  if (price === undefined) return refusal("Enter the price in dollars, e.g. 45.00.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/extra-services/{extraServiceId}",
    api.PATCH("/staff/extra-services/{extraServiceId}", {
      params: { path: { extraServiceId } },
      body: {
        version,
        name: textField(formData, "name"),
        unit: textField(formData, "unit"),
        description: textField(formData, "description"),
        price,
        isOffered: formData.get("isOffered") === "on",
      },
    }),
    "Saved. New bookings use it now; booked orders keep their price.",
  );
  if (outcome.isDone) revalidatePath("/extras");
  return outcome;
}

/** Adds a hub extra that bookings can add from now on. */
export async function addExtraAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const type = textField(formData, "type");
  if (!ADDABLE_KINDS.includes(type)) return refusal("Choose what kind of extra it is.");
  const price = priceField(formData);
  if (price === undefined) return refusal("Enter the price in dollars, e.g. 45.00.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/extra-services",
    api.POST("/staff/extra-services", {
      body: {
        name: textField(formData, "name"),
        type: type as AddableKind,
        unit: textField(formData, "unit"),
        description: textField(formData, "description"),
        price,
      },
    }),
    "Added. The booking form offers it now.",
  );
  if (outcome.isDone) revalidatePath("/extras");
  return outcome;
}
