import type { CompanyRole } from "@freight/domain/companies/company-roles";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * A customer's company. Its orders, balance, bonuses, ledger, invoices and referrals belong to its account:
 * a users row that nobody signs in to (`accountUserId`), which members act for once they switch to the company.
 * Everything that keys on a customer therefore works for a company unchanged, and personal accounts stay as
 * they were.
 */
export const companies = pgTable(
  "companies",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    legalName: text().notNull(),
    taxId: text().notNull().default(""),
    billingAddress: text().notNull().default(""),
    invoiceEmail: text().notNull(),
    accountUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Counts the saves of the company's details (optimistic locking). */
    version: integer().notNull().default(1),
  },
  (table) => [uniqueIndex("companies_account_user_unique").on(table.accountUserId)],
);

/** Who belongs to a company, and as what. */
export const companyMembers = pgTable(
  "company_members",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<CompanyRole>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_members_user_idx").on(table.userId),
    check(
      "company_members_role_known",
      sql`${table.role} in ('owner', 'admin', 'booker', 'finance', 'viewer')`,
    ),
  ],
);

/** An e-mailed, single-use, expiring invitation to join a company with a role. Only the token's hash is kept. */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text().notNull(),
    role: text().$type<CompanyRole>().notNull(),
    tokenHash: text().notNull(),
    invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("company_invitations_token_unique").on(table.tokenHash),
    index("company_invitations_company_idx").on(table.companyId),
    check(
      "company_invitations_role_known",
      sql`${table.role} in ('owner', 'admin', 'booker', 'finance', 'viewer')`,
    ),
  ],
);
