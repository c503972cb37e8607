"use server";

import { revalidatePath } from "next/cache";
import { getServerApi } from "@/lib/api/server-api";
import { outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

const KINDS = ["categories", "features", "applications"] as const;
type ChoiceKind = (typeof KINDS)[number];

function isChoiceKind(value: string): value is ChoiceKind {
  return (KINDS as readonly string[]).includes(value);
}

/** Adds a category, or a feature or application with its tile image; products can be given it at once. */
export async function addProductChoiceAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const kind = textField(formData, "kind");
  if (!isChoiceKind(kind)) return refusal("Choose what to add: a category, a feature or an application.");
  const image = textField(formData, "image");
  const description = textField(formData, "description");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "POST /staff/product-options/{kind}",
    api.POST("/staff/product-options/{kind}", {
      params: { path: { kind } },
      body: { name: textField(formData, "name"), ...(image ? { image } : {}), ...(description ? { description } : {}) },
    }),
    "Added. Products can be given it now.",
  );
  if (outcome.isDone) revalidatePath("/products/choices");
  return outcome;
}
