import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { invoices, orders } from "./orders.js";
import { shopOrders } from "./shop-orders.js";

export type PaymentFlowName = "pre-payment" | "post-payment" | "invoice-pay" | "top-up" | "shop-order";
export type PaymentMethodName = "card" | "ach" | "balance" | "bonus" | "offline";
export type PaymentGatewayName = "sandbox" | "stripe" | "authorize-net" | "none" | "offline";
export type PaymentStateName =
  "pending" | "processing" | "paid" | "cancelled" | "failed" | "returned" | "refunded";

/**
 * One payment attempt: what it pays for, how it was split (bonuses, balance, gateway) and where it stands.
 * The idempotency key is unique per user, so a repeated call finds the first attempt instead of making a second.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    flow: text().$type<PaymentFlowName>().notNull(),
    method: text().$type<PaymentMethodName>().notNull(),
    gateway: text().$type<PaymentGatewayName>().notNull(),
    status: text().$type<PaymentStateName>().notNull().default("pending"),
    orderId: integer().references(() => orders.id, { onDelete: "restrict" }),
    invoiceId: integer().references(() => invoices.id, { onDelete: "restrict" }),
    shopOrderId: integer().references(() => shopOrders.id, { onDelete: "restrict" }),
    /** US cents: the whole charge = bonuses + balance + gateway. */
    amountCents: integer().notNull(),
    bonusesCents: integer().notNull().default(0),
    balanceCents: integer().notNull().default(0),
    gatewayCents: integer().notNull().default(0),
    idempotencyKey: text().notNull(),
    /** What was asked for under the key, so the same key with another request is refused. */
    requestFingerprint: text().notNull(),
    gatewaySessionId: text(),
    /** The gateway's hosted page for this session (answered again on a repeated Idempotency-Key). */
    redirectUrl: text(),
    gatewayPaymentId: text(),
    /** The card's or bank account's fingerprint at the gateway (self-referral checks). */
    paymentFingerprint: text(),
    failureReason: text().notNull().default(""),
    /** An offline payment's means and reference as staff recorded them ("Check 1042"); empty otherwise. */
    reference: text().notNull().default(""),
    /** Cents of this payment recorded as paid on its order or invoice (what a refund or return takes back there). */
    creditedOrderCents: integer().notNull().default(0),
    /** Gateway cents of this payment credited to the customer's balance (a top-up, or what the order could not take). */
    creditedBalanceCents: integer().notNull().default(0),
    /** Cents a refund or return could not take back because the customer had already spent them. */
    unrecoveredCents: integer().notNull().default(0),
    /** The gateway confirmed money after we had cancelled or replaced the payment (its set-asides were given back then). */
    arrivedAfterClose: boolean().notNull().default(false),
    /** When the gateway's session was closed for good (expired, or past its lifetime); until then the sweeper asks. */
    gatewayClosedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_user_idempotency_unique").on(table.userId, table.idempotencyKey),
    uniqueIndex("payments_gateway_session_unique").on(table.gateway, table.gatewaySessionId),
    index("payments_user_created_idx").on(table.userId, table.createdAt),
    // The console's finance list, newest first across customers (0043): without it every payment is joined and sorted.
    index("payments_created_idx").on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("payments_order_idx").on(table.orderId),
    index("payments_invoice_idx").on(table.invoiceId),
    index("payments_shop_order_idx").on(table.shopOrderId),
    index("payments_gateway_payment_idx").on(table.gatewayPaymentId),
    check(
      "payments_parts_add_up",
      sql`${table.amountCents} = ${table.bonusesCents} + ${table.balanceCents} + ${table.gatewayCents}`,
    ),
    check(
      "payments_parts_non_negative",
      sql`${table.bonusesCents} >= 0 and ${table.balanceCents} >= 0 and ${table.gatewayCents} >= 0 and ${table.amountCents} > 0`,
    ),
    check(
      "payments_credits_non_negative",
      sql`${table.creditedOrderCents} >= 0 and ${table.creditedBalanceCents} >= 0 and ${table.unrecoveredCents} >= 0`,
    ),
    check(
      "payments_flow_known",
      sql`${table.flow} in ('pre-payment', 'post-payment', 'invoice-pay', 'top-up', 'shop-order')`,
    ),
    check("payments_method_known", sql`${table.method} in ('card', 'ach', 'balance', 'bonus', 'offline')`),
    check(
      "payments_gateway_known",
      sql`${table.gateway} in ('sandbox', 'stripe', 'authorize-net', 'none', 'offline')`,
    ),
    // Staff record money that came outside the portal only as such: all of it through the "offline gateway".
    check(
      "payments_offline_whole",
      sql`(${table.method} = 'offline') = (${table.gateway} = 'offline') and (${table.method} <> 'offline' or ${table.gatewayCents} = ${table.amountCents})`,
    ),
    check(
      "payments_status_known",
      sql`${table.status} in ('pending', 'processing', 'paid', 'cancelled', 'failed', 'returned', 'refunded')`,
    ),
  ],
);

export type LedgerAccountName = "balance" | "bonuses";
export type LedgerKindName = "increase" | "decrease" | "direct";

/**
 * The append-only balance and bonus ledger (a trigger refuses updates and deletes). Each row is written in the
 * transaction that changes users.balance_cents / bonuses_cents, with what the account held after it, so the
 * sum of the rows always equals the columns.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    account: text().$type<LedgerAccountName>().notNull(),
    kind: text().$type<LedgerKindName>().notNull(),
    /** US cents, never negative: the kind gives the direction. */
    amountCents: integer().notNull(),
    heldAfterCents: integer().notNull(),
    paymentId: integer().references(() => payments.id, { onDelete: "restrict" }),
    referralBonusId: integer(),
    description: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_user_created_idx").on(table.userId, table.createdAt),
    index("ledger_entries_payment_idx").on(table.paymentId),
    check("ledger_entries_account_known", sql`${table.account} in ('balance', 'bonuses')`),
    check("ledger_entries_kind_known", sql`${table.kind} in ('increase', 'decrease', 'direct')`),
    check("ledger_entries_amount_positive", sql`${table.amountCents} > 0`),
    check("ledger_entries_never_overdrawn", sql`${table.heldAfterCents} >= 0`),
  ],
);

/** Gateway events already handled (webhook replays change nothing). */
export const gatewayEvents = pgTable(
  "gateway_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    gateway: text().$type<PaymentGatewayName>().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("gateway_events_gateway_event_unique").on(table.gateway, table.eventId)],
);

export type SandboxSessionStatus = "open" | "processing" | "paid" | "failed" | "cancelled" | "returned";

/** The built-in sandbox gateway's own state: its hosted checkout sessions. */
export const sandboxSessions = pgTable(
  "sandbox_sessions",
  {
    id: text().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    method: text().$type<"card" | "ach">().notNull(),
    amountCents: integer().notNull(),
    description: text().notNull(),
    status: text().$type<SandboxSessionStatus>().notNull().default("open"),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    fingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("sandbox_sessions_payment_unique").on(table.paymentId),
    check(
      "sandbox_sessions_status_known",
      sql`${table.status} in ('open', 'processing', 'paid', 'failed', 'cancelled', 'returned')`,
    ),
  ],
);

export type ReferralBonusStatus = "held" | "credited" | "refused" | "cancelled" | "clawed-back";

/**
 * One row per referred customer, ever (unique): the bonus their first closed and paid order earns the referrer,
 * held until releaseAt, or the reason it was refused.
 */
export const referralBonuses = pgTable(
  "referral_bonuses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    referrerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referredUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    amountCents: integer().notNull().default(0),
    status: text().$type<ReferralBonusStatus>().notNull(),
    reason: text().notNull().default(""),
    qualifiedAt: timestamp({ withTimezone: true }).notNull(),
    releaseAt: timestamp({ withTimezone: true }).notNull(),
    creditedAt: timestamp({ withTimezone: true }),
    clawedBackAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("referral_bonuses_referred_unique").on(table.referredUserId),
    index("referral_bonuses_referrer_idx").on(table.referrerUserId),
    index("referral_bonuses_due_idx").on(table.status, table.releaseAt),
    check("referral_bonuses_amount_non_negative", sql`${table.amountCents} >= 0`),
    check(
      "referral_bonuses_status_known",
      sql`${table.status} in ('held', 'credited', 'refused', 'cancelled', 'clawed-back')`,
    ),
  ],
);

/**
 * Corrections staff make to a customer's balance or bonuses. The money moves through a ledger entry written in
 * the same transaction; this row keeps who did it, why, and the Idempotency-Key that makes a retry apply once.
 */
export const ledgerAdjustments = pgTable(
  "ledger_adjustments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text().notNull(),
    /** The request's account, kind, amount and reason: the same key with another request is refused. */
    requestFingerprint: text().notNull(),
    account: text().$type<LedgerAccountName>().notNull(),
    kind: text().$type<"increase" | "decrease">().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    heldAfterCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_adjustments_key_unique").on(table.idempotencyKey),
    index("ledger_adjustments_customer_idx").on(table.customerId, table.createdAt),
    check("ledger_adjustments_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/**
 * Refunds of part of a payment: how much went back to the card or bank account, the balance and the bonuses,
 * why, and who gave it. The Idempotency-Key makes a retried refund apply once. A full refund of a payment without
 * any of these sets the payment refunded instead.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text().notNull(),
    /** The request's payment, amount and reason: the same key with another request is refused. */
    requestFingerprint: text().notNull(),
    amountCents: integer().notNull(),
    gatewayCents: integer().notNull(),
    balanceCents: integer().notNull(),
    bonusesCents: integer().notNull(),
    reason: text().notNull(),
    /** What of the payment could still be refunded after this one. */
    remainingCents: integer().notNull(),
    gatewayRefundId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_refunds_key_unique").on(table.idempotencyKey),
    index("payment_refunds_payment_idx").on(table.paymentId),
    check(
      "payment_refunds_parts_add_up",
      sql`${table.amountCents} = ${table.gatewayCents} + ${table.balanceCents} + ${table.bonusesCents} and ${table.amountCents} > 0`,
    ),
    check(
      "payment_refunds_parts_non_negative",
      sql`${table.gatewayCents} >= 0 and ${table.balanceCents} >= 0 and ${table.bonusesCents} >= 0 and ${table.remainingCents} >= 0`,
    ),
  ],
);
