import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { hubs } from "./hubs.js";

export const services = pgTable(
  "services",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    /** Service type id: Transload 1, CrossDocking 2, Transport 3, Storage 4, Rework 5, Overweight 6. */
    type: smallint().notNull(),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
    /** What one unit of quantity means for the price (pallet, load, …). */
    unit: text().notNull(),
    image: text(),
    isDefault: boolean().notNull().default(false),
    /** Listed to everyone; a service that is not public is on the lists of the accounts with their own rate for it. */
    isPublic: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /** Counts the saves from the console (optimistic locking). */
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex("services_slug_unique").on(table.slug),
    index("services_sort_idx").on(table.sortOrder),
  ],
);

/** Which services a hub offers. */
export const hubServices = pgTable(
  "hub_services",
  {
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.hubId, table.serviceId] }),
    index("hub_services_service_idx").on(table.serviceId),
  ],
);

/** What a service costs at one hub in one pricing tier (Regular 0, Peak 1, Best 2). All money in US cents. */
export const hubServicePrices = pgTable(
  "hub_service_prices",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    pricingTier: smallint().notNull().default(0),
    price: integer().notNull(),
    firstHourFee: integer().notNull().default(0),
    secondHourFee: integer().notNull().default(0),
    afterHoursFee: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("hub_service_prices_unique").on(table.hubId, table.serviceId, table.pricingTier),
    index("hub_service_prices_service_idx").on(table.serviceId),
    check("hub_service_prices_tier_range", sql`${table.pricingTier} between 0 and 2`),
    check(
      "hub_service_prices_money_non_negative",
      sql`${table.price} >= 0 and ${table.firstHourFee} >= 0 and ${table.secondHourFee} >= 0 and ${table.afterHoursFee} >= 0`,
    ),
  ],
);

export const extraServices = pgTable(
  "extra_services",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    /** Line type: pick-up, delivery, pickupAndDelivery, reStackFix, storage, fee. */
    type: text().notNull(),
    description: text().notNull().default(""),
    /** US cents per unit. */
    price: integer().notNull(),
    unit: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** False once the console withdraws it: new bookings cannot add it; orders that have it keep it. */
    isOffered: boolean().notNull().default(true),
    /** Counts the saves from the console (optimistic locking). */
    version: integer().notNull().default(1),
  },
  (table) => [
    uniqueIndex("extra_services_slug_unique").on(table.slug),
    check("extra_services_price_non_negative", sql`${table.price} >= 0`),
  ],
);

export const temperatureControls = pgTable(
  "temperature_controls",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex("temperature_controls_slug_unique").on(table.slug),
    index("temperature_controls_sort_idx").on(table.sortOrder),
  ],
);

export const commodities = pgTable(
  "commodities",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
  },
  (table) => [uniqueIndex("commodities_slug_unique").on(table.slug)],
);

export const trailerTypes = pgTable(
  "trailer_types",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
  },
  (table) => [uniqueIndex("trailer_types_slug_unique").on(table.slug)],
);

export const equipment = pgTable(
  "equipment",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
  },
  (table) => [uniqueIndex("equipment_slug_unique").on(table.slug)],
);

/** Equipment available on site at a hub. */
export const hubEquipment = pgTable(
  "hub_equipment",
  {
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    equipmentId: integer()
      .notNull()
      .references(() => equipment.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.hubId, table.equipmentId] })],
);
