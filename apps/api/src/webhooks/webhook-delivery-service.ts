import { isWebhookEndpointFailedForGood, nextWebhookAttemptAt } from "@freight/domain/webhooks/webhook-delivery";
import { and, eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { Database } from "../db/client.js";
import { companyMembers, users, webhookDeliveries, webhookEndpoints, webhookEvents } from "../db/schema/index.js";
import { HttpError, notFound } from "../http/http-error.js";
import { createMessage } from "../notifications/messages.js";
import type { Notifier } from "../notifications/notifier.js";
import type { Schemas } from "../openapi/contract-types.js";
import { companyEndpoint, toDelivery, webhookIdOf, type EndpointActor } from "./webhook-endpoint-service.js";
import { isDelivered, sendWebhook, type WebhookAnswer, type WebhookRequest } from "./webhook-sender.js";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type EventRow = typeof webhookEvents.$inferSelect;

/** An attempt under way holds its delivery this long (10 s to answer, and room): a crashed worker's comes back. */
const LEASE_MS = 60_000;
/** Events fanned out, and deliveries attempted, per round. */
const FAN_OUT_BATCH = 200;
const DELIVERY_BATCH = 20;

export interface WebhookDeliveryContext {
  db: Database;
  now: () => Date;
  isProduction: boolean;
  notifier: Notifier;
  portalUrl: string;
  /** The sending seam: the real HTTP client unless a test measures something else. */
  send?: (request: WebhookRequest) => Promise<WebhookAnswer>;
}

/**
 * Makes one delivery per subscribed, enabled endpoint for events waiting in the outbox. The events are claimed
 * with FOR UPDATE SKIP LOCKED and marked in the same transaction, so however many instances run this at once,
 * each event is fanned out once (and the unique endpoint/event index would refuse a second delivery anyway).
 * An endpoint hears only of events that happened after it was registered.
 */
async function fanOutWebhookEvents(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ id: number }>(sql`
      select id from webhook_events where fanned_out_at is null
      order by id limit ${FAN_OUT_BATCH} for update skip locked`);
    const ids = claimed.rows.map((row) => Number(row.id));
    if (ids.length === 0) return 0;
    const idList = `{${ids.join(",")}}`;
    await tx.execute(sql`
      insert into webhook_deliveries (endpoint_id, event_id, order_id, next_attempt_at, created_at)
      select endpoint.id, event.id, event.order_id, ${now}, ${now}
      from webhook_events event
      join companies company on company.account_user_id = event.account_user_id
      join webhook_endpoints endpoint on endpoint.company_id = company.id
        and endpoint.disabled_at is null
        and event.type = any(endpoint.event_types)
        and endpoint.created_at <= event.created_at
      where event.id = any(${idList}::bigint[])
      order by event.id, endpoint.id
      on conflict (endpoint_id, event_id) do nothing`);
    await tx.execute(sql`update webhook_events set fanned_out_at = ${now} where id = any(${idList}::bigint[])`);
    return ids.length;
  });
}

/**
 * Claims due deliveries for one attempt each: not leased, of an enabled endpoint, and not behind an earlier event
 * of the same order to the same endpoint that is still pending (one order's events arrive in order; a delivery
 * given up no longer holds the next one back). SKIP LOCKED and the lease keep two workers off one delivery.
 */
async function claimDueDeliveries(db: Database, now: Date): Promise<number[]> {
  const leasedUntil = new Date(now.getTime() + LEASE_MS);
  const claimed = await db.execute<{ id: number }>(sql`
    with due as (
      select delivery.id from webhook_deliveries delivery
      join webhook_endpoints endpoint on endpoint.id = delivery.endpoint_id and endpoint.disabled_at is null
      where delivery.state = 'pending'
        and delivery.next_attempt_at <= ${now}
        and (delivery.leased_until is null or delivery.leased_until <= ${now})
        and (delivery.order_id is null or not exists (
          select 1 from webhook_deliveries earlier
          where earlier.endpoint_id = delivery.endpoint_id
            and earlier.order_id = delivery.order_id
            and earlier.event_id < delivery.event_id
            and earlier.state = 'pending'))
      order by delivery.next_attempt_at, delivery.id
      limit ${DELIVERY_BATCH}
      for update of delivery skip locked
    )
    update webhook_deliveries set leased_until = ${leasedUntil}
    from due where webhook_deliveries.id = due.id
    returning webhook_deliveries.id`);
  return claimed.rows.map((row) => Number(row.id));
}

/** The secrets that sign now: the current one, and the one before it for 24 hours after a rotation. */
function signingSecrets(endpoint: EndpointRow, now: Date): string[] {
  const previous =
    endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/**
 * The Standard Webhooks request of one event to one endpoint: body `{type, timestamp, data}`, `webhook-id` the
 * event's (stable across retries), `webhook-timestamp` the moment of sending (a receiver compares it with its own
 * clock), and one `v1,` signature per secret that signs now, separated by spaces.
 */
export function signedWebhookRequest(endpoint: EndpointRow, event: EventRow, now: Date, sentAt = new Date()): WebhookRequest {
  const body = JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.payload });
  const id = webhookIdOf(event.id);
  const signatures = signingSecrets(endpoint, now).map((secret) => new Webhook(secret).sign(id, sentAt, body));
  return {
    url: endpoint.url,
    body,
    headers: {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
      "webhook-signature": signatures.join(" "),
    },
  };
}

async function loadAttempt(db: Database, deliveryId: number) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: webhookEvents })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

interface DisabledEndpoint {
  url: string;
  owners: { userId: number; email: string | null }[];
}

/**
 * Writes how an attempt went, on the delivery and endpoint rows locked: a 2xx delivers it and clears the endpoint's
 * failing streak; a failure schedules the next try (or gives up after three days) and, once the endpoint has failed
 * for three days, disables it and tells the company's owners in-app (the e-mail follows the commit).
 */
async function recordAttempt(
  db: Database,
  deliveryId: number,
  answer: WebhookAnswer,
  { now, isRedelivery }: { now: Date; isRedelivery: boolean },
): Promise<DisabledEndpoint | null> {
  return db.transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId))
      .for("no key update");
    if (!delivery) return null; // Its endpoint was deleted during the attempt.
    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .for("no key update");
    const [event] = await tx
      .select({ createdAt: webhookEvents.createdAt })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, delivery.eventId));
    if (!endpoint || !event) return null;
    const delivered = isDelivered(answer);
    const attempts = delivery.attempts + 1;
    const last = {
      attempts,
      leasedUntil: null,
      lastAttemptAt: now,
      lastStatus: answer.status,
      lastError: answer.error,
      lastDurationMs: answer.durationMs,
      lastResponseBody: answer.body,
    };
    if (delivered) {
      await tx
        .update(webhookDeliveries)
        .set({ ...last, state: "delivered", nextAttemptAt: null, deliveredAt: now })
        .where(eq(webhookDeliveries.id, delivery.id));
      if (endpoint.failingSince) {
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      }
      return null;
    }
    // A failed redelivery of a delivery already settled tells its log how it went and changes nothing else.
    const next = delivery.state === "pending" ? nextWebhookAttemptAt(event.createdAt, attempts, now) : null;
    await tx
      .update(webhookDeliveries)
      .set({
        ...last,
        ...(delivery.state === "pending" ? { state: next ? "pending" : "failed", nextAttemptAt: next } : {}),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (isRedelivery && delivery.state !== "pending") return null;
    const failingSince = endpoint.failingSince ?? now;
    const disable = endpoint.disabledAt === null && isWebhookEndpointFailedForGood(failingSince, now);
    await tx
      .update(webhookEndpoints)
      .set({ failingSince, ...(disable ? { disabledAt: now, disabledReason: "failing" as const } : {}) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    if (!disable) return null;
    const owners = await tx
      .select({ userId: users.id, email: users.email })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, endpoint.companyId), eq(companyMembers.role, "owner")));
    for (const owner of owners) {
      await createMessage(tx, owner.userId, "webhookEndpointDisabled", {
        title: "A webhook endpoint was disabled",
        text: disabledText(endpoint.url),
        type: "Warning",
      });
    }
    return { url: endpoint.url, owners };
  });
}

function disabledText(url: string): string {
  return (
    `Deliveries to ${url} failed for three days, so it was disabled and nothing more is sent to it. ` +
    "Fix the receiver, then enable the endpoint again under Team → Developers; waiting deliveries resume."
  );
}

async function emailOwners(context: WebhookDeliveryContext, disabled: DisabledEndpoint): Promise<void> {
  for (const owner of disabled.owners) {
    if (!owner.email) continue;
    await context.notifier.sendSoon({
      channel: "email",
      kind: "webhookEndpointDisabled",
      to: owner.email,
      userId: owner.userId,
      subject: "A webhook endpoint was disabled",
      text: `${disabledText(disabled.url)}\n\n${context.portalUrl}/settings/team/developers`,
      purpose: "webhook-endpoint-disabled",
    });
  }
}

async function attempt(context: WebhookDeliveryContext, deliveryId: number, isRedelivery: boolean) {
  const loaded = await loadAttempt(context.db, deliveryId);
  if (!loaded) return;
  const request = signedWebhookRequest(loaded.endpoint, loaded.event, context.now());
  const send = context.send ?? ((req: WebhookRequest) => sendWebhook(req, { isProduction: context.isProduction }));
  const answer = await send(request);
  const disabled = await recordAttempt(context.db, deliveryId, answer, { now: context.now(), isRedelivery });
  if (disabled) await emailOwners(context, disabled);
}

/**
 * One round of the delivery worker: fans out waiting events, then attempts the deliveries due, until none is left
 * (each claimed round is attempted in parallel). Answers how many attempts were made.
 */
export async function deliverDueWebhooks(context: WebhookDeliveryContext): Promise<number> {
  let attempts = 0;
  for (;;) {
    while ((await fanOutWebhookEvents(context.db, context.now())) > 0) {
      // Every waiting event becomes its deliveries before any is attempted.
    }
    const claimed = await claimDueDeliveries(context.db, context.now());
    if (claimed.length === 0) return attempts;
    await Promise.all(claimed.map((id) => attempt(context, id, false)));
    attempts += claimed.length;
  }
}

/**
 * Sends one delivery again now, whatever its state, and answers it as it stands after the attempt. Another attempt
 * under way (a worker's or a parallel redelivery) is 409.
 */
export async function redeliverWebhook(
  context: WebhookDeliveryContext,
  actor: EndpointActor,
  endpointId: number,
  deliveryId: number,
): Promise<Schemas["WebhookDelivery"]> {
  const endpoint = await companyEndpoint(context.db, actor.companyId, endpointId);
  const now = context.now();
  const claimed = await context.db.execute<{ id: number }>(sql`
    update webhook_deliveries set leased_until = ${new Date(now.getTime() + LEASE_MS)}
    where id = ${deliveryId} and endpoint_id = ${endpoint.id}
      and (leased_until is null or leased_until <= ${now})
    returning id`);
  if (claimed.rows.length === 0) {
    const [exists] = await context.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
    if (!exists) throw notFound("The endpoint has no such delivery");
    throw new HttpError(409, "This delivery is being sent right now; look at its log again in a few seconds");
  }
  await attempt(context, deliveryId, true);
  const loaded = await loadAttempt(context.db, deliveryId);
  if (!loaded) throw notFound("The endpoint has no such delivery");
  return toDelivery(loaded.delivery, loaded.event.type);
}
