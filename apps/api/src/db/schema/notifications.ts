import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.js";

/**
 * The reminders before an order's slot (24 h and 2 h before its start), one row each: written in the booking's
 * transaction, rewritten in the same transaction as a move or a cancellation, claimed once by whichever API
 * instance's poller takes it first (`for update skip locked`), so a restart or a second instance never loses or
 * doubles one.
 */
export const orderReminders = pgTable(
  "order_reminders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** "24h" or "2h" before the slot's start. */
    kind: text().$type<"24h" | "2h">().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    /** When a poller claimed and sent it; null while it waits. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("order_reminders_order_kind_unique").on(table.orderId, table.kind),
    index("order_reminders_due_idx")
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null`),
    check("order_reminders_kind_known", sql`${table.kind} in ('24h', '2h')`),
  ],
);

/**
 * Phone numbers that answered STOP to our texts (E.164 as the inbound webhook gives it): no text goes to them
 * until they answer START, which deletes the row.
 */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phoneNumber: text().primaryKey(),
  optedOutAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
