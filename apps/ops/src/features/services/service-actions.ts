"use server";

import { revalidatePath } from "next/cache";
import { getServerApi } from "@/lib/api/server-api";
import { idField, outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/** Saves a service's name, texts, unit and image from the version the page showed (409 when someone saved since). */
export async function saveServiceAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const serviceId = idField(formData, "serviceId");
  const version = Number(textField(formData, "version"));
  if (!serviceId || !Number.isSafeInteger(version) || version < 1) return refusal("Reload the page and try again.");
  const image = textField(formData, "image");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PATCH /staff/services/{serviceId}",
    api.PATCH("/staff/services/{serviceId}", {
      params: { path: { serviceId } },
      body: {
        version,
        name: textField(formData, "name"),
        shortDescription: textField(formData, "shortDescription"),
        description: textField(formData, "description"),
        unit: textField(formData, "unit"),
        image: image === "" ? null : image,
      },
    }),
    "Saved. The site shows it now.",
  );
  if (outcome.isDone) revalidatePath("/services");
  return outcome;
}
