"use server";

import errorsText from "@freight/ui/i18n/en/errors.json";
import { apiErrorMessage } from "@freight/api-client/api-read";
import { getServerApi } from "@/lib/api/server-api";
import { validateContactForm, type ContactFieldErrors, type ContactFormValues } from "./contact-form-values";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export type ContactRequestOutcome =
  | { status: "sent" }
  | { status: "invalid"; fieldErrors: ContactFieldErrors }
  | { status: "rejected"; message: string };

/**
 * Sends the contact form to the API from the server, so the browser needs neither the API's
 * address nor CORS. The API's 400 message comes back for the red toast.
 */
export async function sendContactRequest(
  values: ContactFormValues,
  utmSource: string | null,
): Promise<ContactRequestOutcome> {
  await requireSameSiteAction();
  const fieldErrors = validateContactForm(values);
  if (Object.keys(fieldErrors).length > 0) return { status: "invalid", fieldErrors };

  const optional = (value: string) => (value.trim() === "" ? undefined : value.trim());
  try {
    const api = await getServerApi();
    const { error, response } = await api.POST("/contact-us", {
      body: {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        phone: optional(values.phone),
        company: optional(values.company),
        utmSource: utmSource ?? undefined,
      },
    });
    if (response.ok) return { status: "sent" };
    console.error(`POST /contact-us answered ${response.status}`);
    return { status: "rejected", message: apiErrorMessage(error, errorsText.unexpected) };
  } catch (failure) {
    console.error("POST /contact-us failed:", failure instanceof Error ? failure.message : failure);
    return { status: "rejected", message: errorsText.unexpected };
  }
}
