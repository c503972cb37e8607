import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { hubs } from "./hubs.js";
import { services } from "./services.js";

/**
 * A customer's own unit prices (negotiated rates): per hub, service and pricing tier, replacing the hub's list
 * price for that customer's quotes and bookings. The hour fees stay the hub's. Orders keep the price they were
 * booked at, so changing a rate never reprices an order.
 */
export const customerServicePrices = pgTable(
  "customer_service_prices",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    pricingTier: smallint().notNull(),
    price: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.hubId, table.serviceId, table.pricingTier] }),
    index("customer_service_prices_hub_service_idx").on(table.hubId, table.serviceId),
    check("customer_service_prices_tier_range", sql`${table.pricingTier} between 0 and 2`),
    check("customer_service_prices_price_non_negative", sql`${table.price} >= 0`),
  ],
);
