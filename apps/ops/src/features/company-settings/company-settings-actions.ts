"use server";

import { revalidatePath } from "next/cache";
import { SOCIAL_NETWORKS } from "@freight/domain/company/company-settings";
import { TRACKING_SOURCES } from "@freight/domain/marketing/tracking-phone";
import { getServerApi } from "@/lib/api/server-api";
import { outcomeOf, refusal, textField, type ActionOutcome } from "@/lib/api/action-outcome";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

/**
 * Saves every company setting from the version the page showed; a save someone else made meanwhile is reported
 * (409), never overwritten. The API checks each field by the domain's rule and names the one it refuses.
 */
export async function saveCompanySettingsAction(_state: ActionOutcome, formData: FormData): Promise<ActionOutcome> {
  await requireSameSiteAction();
  const version = Number(textField(formData, "version"));
  if (!Number.isSafeInteger(version) || version < 1) return refusal("Reload the page and try again.");
  const field = (name: string) => textField(formData, name);
  const api = await getServerApi();
  const outcome = await outcomeOf(
    "PUT /staff/company-settings",
    api.PUT("/staff/company-settings", {
      body: {
        version,
        name: field("name"),
        legalName: field("legalName"),
        email: field("email"),
        phone: field("phone"),
        trackingPhones: Object.fromEntries(
          TRACKING_SOURCES.map((source) => [source, field(`trackingPhones.${source}`)]),
        ) as Record<(typeof TRACKING_SOURCES)[number], string>,
        socialLinks: Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [network, field(`socialLinks.${network}`)]),
        ) as Record<(typeof SOCIAL_NETWORKS)[number], string>,
        address: {
          street: field("address.street"),
          city: field("address.city"),
          region: field("address.region"),
          postalCode: field("address.postalCode"),
          country: field("address.country"),
        },
        taxId: field("taxId"),
      },
    }),
    "Saved. The site, new e-mails and invoices show it now.",
  );
  if (outcome.isDone) revalidatePath("/company");
  return outcome;
}
