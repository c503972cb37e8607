"use server";

import { getServerApi } from "@/lib/api/server-api";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

export interface SupportMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

/** Sends the support form through the API's contact form (POST /contact-us). */
export async function sendSupportMessageAction(form: SupportMessage): Promise<ActionResult<undefined>> {
  await requireSameSiteAction();
  const api = await getServerApi();
  const result = await runAction("POST /contact-us", () =>
    api.POST("/contact-us", {
      body: {
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
        ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
        ...(form.company.trim() ? { company: form.company.trim() } : {}),
      },
    }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
