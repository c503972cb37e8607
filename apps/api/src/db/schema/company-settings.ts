import type { CompanyAddress, SocialNetwork } from "@freight/domain/company/company-settings";
import type { TrackingPhoneBook } from "@freight/domain/marketing/tracking-phone";
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The company's own settings, one row (id 1): what the site's header, footer, contact page and structured data,
 * the e-mails and the invoices say about the company. Edited by an admin in the console, versioned like every
 * console save.
 */
export const companySettings = pgTable(
  "company_settings",
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    legalName: text().notNull(),
    email: text().notNull(),
    /** The general contact phone, for visitors without a known tracking source. */
    phone: text().notNull(),
    /** One phone per tracking source (every source of TRACKING_SOURCES). */
    trackingPhones: jsonb().$type<TrackingPhoneBook>().notNull(),
    /** An https address per social network, "" for none. */
    socialLinks: jsonb().$type<Record<SocialNetwork, string>>().notNull(),
    address: jsonb().$type<CompanyAddress>().notNull(),
    taxId: text().notNull().default(""),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("company_settings_single_row", sql`${table.id} = 1`)],
);
