import type { ApiKeyRole } from "@freight/domain/companies/company-roles";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { companies } from "./companies.js";

/**
 * A company's API key: acts for the company with a role (booker, finance or viewer) on the calls a member with
 * that role may make. Only the SHA-256 of the secret is kept, with its first characters (`prefix`) to recognise it;
 * a revoked or expired key is refused on the next call, read here on every request.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    role: text().$type<ApiKeyRole>().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The Idempotency-Key the key was made with, and a hash of what was sent with it. */
    idempotencyKey: text(),
    requestFingerprint: text(),
  },
  (table) => [
    uniqueIndex("api_keys_secret_hash_unique").on(table.secretHash),
    index("api_keys_company_idx").on(table.companyId, table.createdAt),
    uniqueIndex("api_keys_idempotency_unique").on(table.companyId, table.idempotencyKey),
    check("api_keys_role_known", sql`${table.role} in ('booker', 'finance', 'viewer')`),
  ],
);

export type CompanyActivityKind = "api_key.created" | "api_key.used" | "api_key.revoked";

/** What was done for a company by whom (a member, or one of its API keys): read by its owners. */
export const companyActivity = pgTable(
  "company_activity",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    kind: text().$type<CompanyActivityKind>().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    apiKeyId: integer().references(() => apiKeys.id, { onDelete: "set null" }),
    /** For a write made with a key: the operation, method, path and answer status. */
    details: jsonb().$type<Record<string, string | number>>().notNull().default({}),
  },
  (table) => [
    index("company_activity_company_idx").on(table.companyId, table.id),
    check(
      "company_activity_kind_known",
      sql`${table.kind} in ('api_key.created', 'api_key.used', 'api_key.revoked')`,
    ),
  ],
);
