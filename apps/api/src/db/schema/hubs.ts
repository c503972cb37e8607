import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export interface HubFeatureFlags {
  dataVerified: boolean;
  closedCircuitTV: boolean;
  insurance: boolean;
  callFee: boolean;
  roundTheClock: boolean;
  afterHours: boolean;
}

export const hubs = pgTable(
  "hubs",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    /** Street line only. */
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    country: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** IANA zone the hub's opening hours and slots are expressed in. */
    timeZone: text().notNull(),
    /** US cents. */
    minimalCharge: integer().notNull(),
    /** Orders one time slot can take. */
    slotCapacity: integer().notNull(),
    /** Counts the saves of the hub's price list, so two editors cannot overwrite each other unseen. */
    priceListVersion: integer().notNull().default(1),
    /** Counts the saves of the hub's details and hours from the console (optimistic locking, as for prices). */
    version: integer().notNull().default(1),
    phone: text().notNull().default(""),
    /** Check-in opens this many minutes before a slot starts (domain DEFAULT_CHECK_IN_WINDOW: 120). */
    checkInOpensMinutesBefore: integer().notNull().default(120),
    /** Check-in closes this many minutes after a slot ends (default 0: at its end). */
    checkInClosesMinutesAfter: integer().notNull().default(0),
    description: text().notNull().default(""),
    image: text(),
    /** low, medium or high. */
    capacity: text().notNull().default("medium"),
    features: jsonb().$type<HubFeatureFlags>().notNull(),
    capabilities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    operations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    driverAmenities: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasInstantBook: boolean().notNull().default(false),
    hasRequestToBook: boolean().notNull().default(false),
    /**
     * Listed to everyone (the site, visitors' quotes, every account). A hub that is not public is on the lists of
     * the accounts with their own rate there only (`@freight/domain/catalog/account-catalog`).
     */
    isPublic: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("hubs_slug_unique").on(table.slug),
    index("hubs_name_idx").on(table.name),
    check("hubs_minimal_charge_non_negative", sql`${table.minimalCharge} >= 0`),
    check("hubs_slot_capacity_positive", sql`${table.slotCapacity} > 0`),
    check(
      "hubs_check_in_window_known",
      sql`${table.checkInOpensMinutesBefore} between 0 and 10080 and ${table.checkInClosesMinutesAfter} between 0 and 1440`,
    ),
  ],
);

/** One row per weekday the hub is open; a missing weekday means closed. */
export const hubOpeningHours = pgTable(
  "hub_opening_hours",
  {
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    /** 0 = Sunday … 6 = Saturday, in the hub's time zone. */
    weekday: smallint().notNull(),
    /** Local wall-clock times; closesAt 24:00:00 is the end of the day. */
    opensAt: time().notNull(),
    closesAt: time().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.hubId, table.weekday] }),
    check("hub_opening_hours_weekday_range", sql`${table.weekday} between 0 and 6`),
  ],
);

/**
 * What the hub team set for one slot: its own number of places instead of the hub's slot capacity, and/or a
 * closure with the reason customers read at booking (holiday, weather). No row: the hub's capacity, open.
 */
export const hubSlotSettings = pgTable(
  "hub_slot_settings",
  {
    hubId: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    /** The slot's start (UTC), one of the 8 local slot starts of a day in the hub's zone. */
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer(),
    closedReason: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.hubId, table.startsAt] }),
    check("hub_slot_settings_capacity_non_negative", sql`${table.capacity} >= 0`),
  ],
);
