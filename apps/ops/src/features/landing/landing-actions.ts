"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { isLandingKind } from "@freight/domain/content/landing-content";
import { getServerApi } from "@/lib/api/server-api";
import { outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Saves one landing list whole (the entries as the page holds them, in order, as JSON) from the version the page
 * showed. The API checks each entry by the domain's rules and names the one that is wrong; a saved list opens afresh.
 */
export async function saveLandingListAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const kind = textField(formData, "kind");
  const version = Number(textField(formData, "version"));
  if (!isLandingKind(kind) || !Number.isSafeInteger(version) || version < 1)
    return refusal("Reload the page and try again.");
  let items: unknown;
  try {
    items = JSON.parse(textField(formData, "items") || "[]");
  } catch {
    return refusal("Reload the page and try again.");
  }
  if (!Array.isArray(items)) return refusal("Reload the page and try again.");
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/landing/{kind}",
    api.PUT("/staff/landing/{kind}", {
      params: { path: { kind } },
      body: { version, items: items as never },
    }),
    "Saved. The site shows it now.",
  );
  if (!outcome.isDone) return outcome;
  // The page opens afresh with the saved list (new entries now have their ids) and says it was saved.
  revalidatePath("/landing");
  redirect(`/landing?kind=${kind}&saved=1`);
}
