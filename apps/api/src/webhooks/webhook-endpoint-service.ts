import { randomBytes } from "node:crypto";
import { memberActionRefusal } from "@freight/domain/companies/company-roles";
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SECRET_OVERLAP_MS,
  webhookUrlProblem,
  type WebhookEventType,
} from "@freight/domain/webhooks/webhook-delivery";
import { and, asc, count, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { companies, companyMembers, webhookDeliveries, webhookEndpoints, webhookEvents } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A member acting on their session's company's endpoints (the guard let their role through; checked again here). */
export interface EndpointActor {
  companyId: number;
  personId: number;
}

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64 (what the official libraries accept). */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

function endpointState(row: EndpointRow): Schemas["WebhookEndpoint"]["state"] {
  if (!row.disabledAt) return "enabled";
  return row.disabledReason === "failing" ? "failing_disabled" : "disabled";
}

function toEndpoint(row: EndpointRow, now: Date): Schemas["WebhookEndpoint"] {
  const overlapEnds = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    state: endpointState(row),
    disabledAt: row.disabledAt?.toISOString() ?? null,
    previousSecretExpiresAt: overlapEnds ? (row.previousSecretExpiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The actor's role, read with their member row locked: a parallel demotion or removal wins. */
async function lockActorMayManage(tx: Tx, actor: EndpointActor): Promise<void> {
  const [member] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, actor.companyId), eq(companyMembers.userId, actor.personId)))
    .for("no key update");
  const refusal = memberActionRefusal(member?.role ?? null, "members.manage");
  if (refusal) throw new HttpError(403, refusal.replace("its members", "its webhook endpoints"));
}

/** The company's endpoint, locked for the change; 404 for another company's or none. */
async function lockEndpoint(tx: Tx, actor: EndpointActor, endpointId: number): Promise<EndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, actor.companyId)))
    .for("no key update");
  if (!row) throw notFound("The company has no such webhook endpoint");
  return row;
}

function checkedUrl(raw: string, isProduction: boolean): string {
  const url = raw.trim();
  const problem = webhookUrlProblem(url, isProduction);
  if (problem) throw badRequest(problem, "url");
  return url;
}

export interface EndpointInput {
  url: string;
  description?: string;
  eventTypes: WebhookEventType[];
}

/**
 * Registers an endpoint with a new secret (answered once). The company row is locked first, so parallel creates
 * are counted one after the other and the cap of 10 holds.
 */
export async function createWebhookEndpoint(
  db: Database,
  actor: EndpointActor,
  input: EndpointInput,
  { now, isProduction }: { now: Date; isProduction: boolean },
): Promise<Schemas["CreatedWebhookEndpoint"]> {
  const url = checkedUrl(input.url, isProduction);
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, actor.companyId)).for("no key update");
    await lockActorMayManage(tx, actor);
    const [held] = await tx
      .select({ count: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, actor.companyId));
    if ((held?.count ?? 0) >= MAX_WEBHOOK_ENDPOINTS) {
      throw new HttpError(
        409,
        `A company registers at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one it no longer uses`,
      );
    }
    const secret = newSecret();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId: actor.companyId,
        url,
        description: input.description?.trim() ?? "",
        eventTypes: [...new Set(input.eventTypes)],
        secret,
        createdByUserId: actor.personId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("The endpoint was not stored");
    return { ...toEndpoint(row, now), secret };
  });
}

export async function listWebhookEndpoints(
  db: Database,
  companyId: number,
  now: Date,
): Promise<Schemas["WebhookEndpoint"][]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map((row) => toEndpoint(row, now));
}

export interface EndpointPatch {
  url?: string;
  description?: string;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

export async function updateWebhookEndpoint(
  db: Database,
  actor: EndpointActor,
  endpointId: number,
  patch: EndpointPatch,
  { now, isProduction }: { now: Date; isProduction: boolean },
): Promise<Schemas["WebhookEndpoint"]> {
  const url = patch.url === undefined ? undefined : checkedUrl(patch.url, isProduction);
  return db.transaction(async (tx) => {
    await lockActorMayManage(tx, actor);
    const row = await lockEndpoint(tx, actor, endpointId);
    const enabling = patch.enabled === true && row.disabledAt !== null;
    const disabling = patch.enabled === false && row.disabledAt === null;
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url === undefined ? {} : { url }),
        ...(patch.description === undefined ? {} : { description: patch.description.trim() }),
        ...(patch.eventTypes === undefined ? {} : { eventTypes: [...new Set(patch.eventTypes)] }),
        // Enabled again: its failures so far no longer count towards the three days.
        ...(enabling ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        ...(disabling ? { disabledAt: now, disabledReason: "manual" as const } : {}),
      })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    if (!updated) throw notFound("The company has no such webhook endpoint");
    return toEndpoint(updated, now);
  });
}

export async function deleteWebhookEndpoint(db: Database, actor: EndpointActor, endpointId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockActorMayManage(tx, actor);
    const row = await lockEndpoint(tx, actor, endpointId);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
  });
}

/**
 * A new secret; the one it replaces keeps signing for 24 hours. A second rotation inside that window drops the
 * oldest at once: at most two secrets ever sign.
 */
export async function rotateWebhookSecret(
  db: Database,
  actor: EndpointActor,
  endpointId: number,
  now: Date,
): Promise<Schemas["CreatedWebhookEndpoint"]> {
  return db.transaction(async (tx) => {
    await lockActorMayManage(tx, actor);
    const row = await lockEndpoint(tx, actor, endpointId);
    const secret = newSecret();
    const [updated] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: row.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
      })
      .where(eq(webhookEndpoints.id, row.id))
      .returning();
    if (!updated) throw notFound("The company has no such webhook endpoint");
    return { ...toEndpoint(updated, now), secret };
  });
}

/** The webhook-id of an event: the same on every attempt and redelivery, so a receiver can drop repeats. */
export function webhookIdOf(eventId: number): string {
  return `evt_${eventId}`;
}

export function toDelivery(row: DeliveryRow, eventType: WebhookEventType): Schemas["WebhookDelivery"] {
  return {
    id: row.id,
    eventType,
    webhookId: webhookIdOf(row.eventId),
    state: row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    durationMs: row.lastDurationMs,
    responseBody: row.lastResponseBody,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.state === "pending" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** The company's endpoint, or 404. */
export async function companyEndpoint(db: Database, companyId: number, endpointId: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  if (!row) throw notFound("The company has no such webhook endpoint");
  return row;
}

export async function listWebhookDeliveries(
  db: Database,
  companyId: number,
  endpointId: number,
  page: { limit?: number; beforeId?: number },
): Promise<Schemas["WebhookDeliveryPage"]> {
  const endpoint = await companyEndpoint(db, companyId, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        page.beforeId === undefined ? undefined : lt(webhookDeliveries.id, page.beforeId),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit ?? 50);
  return { items: rows.map((row) => toDelivery(row.delivery, row.type)) };
}
