"use server";

import type { Schema } from "@freight/api-client/types";
import { isWebhookEventType } from "@freight/domain/webhooks/webhook-delivery";
import { portalText } from "@/content/portal-text";
import { runAction, type ActionResult } from "@/lib/api/action-result";
import { getServerApi } from "@/lib/api/server-api";
import { requireSameSiteAction } from "@/lib/security/same-site-request";

const text = portalText.developers.webhooks;

function field(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

function refused<T>(message: string): ActionResult<T> {
  return { ok: false, kind: "failed", status: 400, message };
}

/** An id field of the form, or null for a tampered one. */
function idField(formData: FormData, name: string): number | null {
  const id = Number(field(formData, name));
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

const reload = "Reload the page and try again.";

/** Registers an endpoint; the answer carries its signing secret once. */
export async function createWebhookEndpointAction(
  formData: FormData,
): Promise<ActionResult<Schema<"CreatedWebhookEndpoint">>> {
  await requireSameSiteAction();
  const eventTypes = formData.getAll("eventTypes").filter(isWebhookEventType);
  if (eventTypes.length === 0) return refused(text.chooseEvents);
  const description = field(formData, "description");
  const api = await getServerApi();
  return runAction("POST /company/webhook-endpoints", () =>
    api.POST("/company/webhook-endpoints", {
      body: { url: field(formData, "url"), eventTypes, ...(description ? { description } : {}) },
    }),
  );
}

/** A new secret for the endpoint (shown once); the old one signs next to it for 24 hours. */
export async function rotateWebhookSecretAction(
  formData: FormData,
): Promise<ActionResult<Schema<"CreatedWebhookEndpoint">>> {
  await requireSameSiteAction();
  const endpointId = idField(formData, "endpointId");
  if (endpointId === null) return refused(reload);
  const api = await getServerApi();
  return runAction("POST /company/webhook-endpoints/{endpointId}/secret", () =>
    api.POST("/company/webhook-endpoints/{endpointId}/secret", { params: { path: { endpointId } } }),
  );
}

export async function setWebhookEndpointEnabledAction(formData: FormData): Promise<ActionResult> {
  await requireSameSiteAction();
  const endpointId = idField(formData, "endpointId");
  if (endpointId === null) return refused(reload);
  const api = await getServerApi();
  const result = await runAction("PATCH /company/webhook-endpoints/{endpointId}", () =>
    api.PATCH("/company/webhook-endpoints/{endpointId}", {
      params: { path: { endpointId } },
      body: { enabled: field(formData, "enabled") === "true" },
    }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}

export async function deleteWebhookEndpointAction(formData: FormData): Promise<ActionResult> {
  await requireSameSiteAction();
  const endpointId = idField(formData, "endpointId");
  if (endpointId === null) return refused(reload);
  const api = await getServerApi();
  const result = await runAction("DELETE /company/webhook-endpoints/{endpointId}", () =>
    api.DELETE("/company/webhook-endpoints/{endpointId}", { params: { path: { endpointId } } }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}

/** Sends one delivery again now; the log then shows that attempt's answer. */
export async function redeliverWebhookAction(formData: FormData): Promise<ActionResult> {
  await requireSameSiteAction();
  const endpointId = idField(formData, "endpointId");
  const deliveryId = idField(formData, "deliveryId");
  if (endpointId === null || deliveryId === null) return refused(reload);
  const api = await getServerApi();
  const result = await runAction("POST /company/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/attempts", () =>
    api.POST("/company/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/attempts", {
      params: { path: { endpointId, deliveryId } },
    }),
  );
  return result.ok ? { ok: true, data: undefined } : result;
}
