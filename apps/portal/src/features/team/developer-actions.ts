"use server";

import type { Schema } from "@freight/api-client/types";
import { isApiKeyRole } from "@freight/domain/companies/company-roles";
import { portalText } from "@/content/portal-text";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { getServerApi } from "@/lib/api/server-api";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

const text = portalText.developers;

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function refused<T>(message: string): ActionResult<T> {
  return { ok: false, kind: "failed", status: 400, message };
}

/**
 * Makes an API key. The form sends an Idempotency-Key made when it was shown, so a double submit or a retry makes
 * one key; the answer carries the secret once (not on a repeat).
 */
export async function createApiKeyAction(formData: FormData): Promise<ActionResult<Schema<"CreatedApiKey">>> {
  await requireSameSiteAction();
  const role = field(formData, "role");
  if (!isApiKeyRole(role)) return refused("Choose what the key may do.");
  const expiresOn = field(formData, "expiresOn");
  if (expiresOn && !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return refused(text.badExpiry);
  const idempotencyKey = field(formData, "idempotencyKey");
  const api = await getServerApi();
  return runAction("POST /company/api-keys", () =>
    api.POST("/company/api-keys", {
      params: {
        header: /^[A-Za-z0-9_.:-]{8,100}$/.test(idempotencyKey) ? { "Idempotency-Key": idempotencyKey } : {},
      },
      body: {
        name: field(formData, "name"),
        role,
        ...(expiresOn ? { expiresAt: `${expiresOn}T23:59:59Z` } : {}),
      },
    }),
  );
}

export async function revokeApiKeyAction(formData: FormData): Promise<ActionResult> {
  await requireSameSiteAction();
  const apiKeyId = Number(field(formData, "apiKeyId"));
  if (!Number.isInteger(apiKeyId) || apiKeyId < 1 || apiKeyId > 2_147_483_647) {
    return refused("Reload the page and try again.");
  }
  const api = await getServerApi();
  const result = await runAction("DELETE /company/api-keys/{apiKeyId}", () =>
    api.DELETE("/company/api-keys/{apiKeyId}", { params: { path: { apiKeyId } } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
