import type { WebhookEventType } from "@freight/domain/webhooks/webhook-delivery";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { companies } from "./companies.js";

export type { WebhookEventType };

/**
 * The webhook outbox: one row per change a company's systems may be told of, written in the transaction that made
 * the change (none for a change rolled back, none lost after a commit). Only changes to a company's account are
 * written; delivery to the company's endpoints reads from here.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The company's account the change belongs to. */
    accountUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text().$type<WebhookEventType>().notNull(),
    /** The order it is about, for delivering one order's events in order. */
    orderId: integer(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its deliveries (one per subscribed endpoint) were made; null while waiting for the fan-out. */
    fannedOutAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("webhook_events_account_idx").on(table.accountUserId, table.id),
    index("webhook_events_order_idx").on(table.orderId, table.id),
    index("webhook_events_waiting_idx").on(table.id).where(sql`${table.fannedOutAt} is null`),
  ],
);

/**
 * A URL of a company's own systems that hears of the events it subscribed to, signed with its secret (Standard
 * Webhooks: `whsec_` and base64). The secret is kept as is, since every delivery is signed with it; after a rotation
 * the previous one signs too until `previousSecretExpiresAt`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text().notNull().default(""),
    eventTypes: text().array().$type<WebhookEventType[]>().notNull(),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    /** Set when an owner or admin disabled it, or when it failed for three days (`disabledReason` says which). */
    disabledAt: timestamp({ withTimezone: true }),
    disabledReason: text().$type<"manual" | "failing">(),
    /** The first failed attempt since its last success; null while it answers. */
    failingSince: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_endpoints_company_idx").on(table.companyId, table.id),
    check(
      "webhook_endpoints_disabled_reason_known",
      sql`${table.disabledReason} is null or ${table.disabledReason} in ('manual', 'failing')`,
    ),
  ],
);

export type WebhookDeliveryState = "pending" | "delivered" | "failed";

/**
 * One event for one endpoint: made once when the event is fanned out, tried until the endpoint answers 2xx or the
 * three days run out. `orderId` is the event's, so one order's events reach an endpoint in order.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: bigint({ mode: "number" })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    orderId: integer(),
    state: text().$type<WebhookDeliveryState>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    /** When it is tried next; null once delivered or given up. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Set while an attempt is under way (by a worker or a redelivery): no one else sends it until then. */
    leasedUntil: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** The HTTP status of the last answer; null when there was none (refused, timed out, unreachable). */
    lastStatus: integer(),
    lastError: text(),
    lastDurationMs: integer(),
    /** The start of the last answer's body (at most 1 KB). */
    lastResponseBody: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_unique").on(table.endpointId, table.eventId),
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index("webhook_deliveries_order_idx").on(table.endpointId, table.orderId, table.eventId),
    check("webhook_deliveries_state_known", sql`${table.state} in ('pending', 'delivered', 'failed')`),
  ],
);
