import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShopOrderStatus } from "@freight/domain/shop/shop-order-status";
import type { HandOverProofKind } from "@freight/domain/shop/shop-pick-up";
import { users } from "./accounts.js";
import { hubs } from "./hubs.js";
import { orders } from "./orders.js";
import { products } from "./shop.js";

/**
 * A customer's shop order, picked up at a hub. Its stock is taken off `products.stock` when it is placed and
 * put back when it is cancelled; it is paid through the payments of flow shop-order. The idempotency key is
 * unique per customer, so a repeated checkout finds the first order instead of setting stock aside twice.
 */
export const shopOrders = pgTable(
  "shop_orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "restrict" }),
    /**
     * The customer's upcoming booking at the same hub whose driver takes the products along; null when they
     * are picked up at the hub's counter. A deleted pre-order leaves the products to be picked up.
     */
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    status: text().$type<ShopOrderStatus>().notNull().default("awaiting-payment"),
    /** US cents: the lines' prices as they were when the order was placed. */
    totalCents: integer().notNull(),
    /** Cents paid (recorded when its payment settles; taken back by a refund). */
    paidCents: integer().notNull().default(0),
    idempotencyKey: text().notNull(),
    /** An unpaid order is cancelled (its stock back on the shelf) after this. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    cancelReason: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    collectedAt: timestamp({ withTimezone: true }),
    /**
     * The code the customer shows at the counter (domain shop-pick-up): drawn when the order becomes ready, and
     * the only thing staff hand it over against besides a recorded ID check.
     */
    pickUpCode: text(),
  },
  (table) => [
    uniqueIndex("shop_orders_user_idempotency_unique").on(table.userId, table.idempotencyKey),
    index("shop_orders_user_created_idx").on(table.userId, table.createdAt),
    index("shop_orders_order_idx").on(table.orderId),
    index("shop_orders_status_idx").on(table.status, table.createdAt),
    check(
      "shop_orders_status_known",
      sql`${table.status} in ('awaiting-payment', 'paid', 'picked', 'ready', 'collected', 'cancelled')`,
    ),
    check(
      "shop_orders_money",
      sql`${table.totalCents} > 0 and ${table.paidCents} >= 0 and ${table.paidCents} <= ${table.totalCents}`,
    ),
  ],
);

/** One product line of a shop order, with the name and unit price it was sold at. */
export const shopOrderItems = pgTable(
  "shop_order_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    shopOrderId: integer()
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
  },
  (table) => [
    index("shop_order_items_order_idx").on(table.shopOrderId),
    check("shop_order_items_quantity", sql`${table.quantity} between 1 and 99`),
    check("shop_order_items_price", sql`${table.unitPriceCents} >= 0`),
  ],
);

/**
 * The fulfilment steps a shop order went through at the hub (picked, ready, collected): who made each and when,
 * and for the hand-over how it was proven (the pick-up code, or an ID check with the ID's last 4 characters).
 * The staff member's name is kept as it was, so the row still says who even when the account is gone.
 */
export const shopOrderSteps = pgTable(
  "shop_order_steps",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    shopOrderId: integer()
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    status: text().$type<"picked" | "ready" | "collected">().notNull(),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    staffName: text().notNull(),
    proof: text().$type<HandOverProofKind>(),
    idLast4: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One row per step: a step is made once (the order's row is locked while it is written).
    uniqueIndex("shop_order_steps_order_status_unique").on(table.shopOrderId, table.status),
    check("shop_order_steps_status_known", sql`${table.status} in ('picked', 'ready', 'collected')`),
    check(
      "shop_order_steps_proof",
      sql`(${table.status} = 'collected') = (${table.proof} is not null) and (${table.proof} = 'id-check') = (${table.idLast4} is not null) and (${table.proof} is null or ${table.proof} in ('code', 'id-check'))`,
    ),
  ],
);
