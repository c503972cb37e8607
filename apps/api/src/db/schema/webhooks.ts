import { index, integer, jsonb, bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

export type WebhookEventType =
  "order.created" | "order.status_changed" | "order.driver_arrived" | "order.cancelled" | "invoice.issued";

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
  },
  (table) => [
    index("webhook_events_account_idx").on(table.accountUserId, table.id),
    index("webhook_events_order_idx").on(table.orderId, table.id),
  ],
);
