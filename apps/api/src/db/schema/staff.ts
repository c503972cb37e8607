import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StaffRole } from "@freight/domain/staff/staff-roles";
import { users } from "./accounts.js";

const roleCheck = (column: unknown) => sql`${column} in ('admin', 'dispatcher', 'finance', 'editor')`;

/** What a staff account may do (users.role = 'staff'); an account without a row here may do nothing. */
export const staffMembers = pgTable(
  "staff_members",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text().$type<StaffRole>().notNull(),
    /** The hubs a dispatcher works at; empty for the other roles. */
    hubIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Set when an admin disabled the account: its sessions ended then and it cannot sign in. */
    disabledAt: timestamp({ withTimezone: true }),
    invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("staff_members_role_known", roleCheck(table.role))],
);

/** An admin's invitation to join the staff: a secret code e-mailed to the person, valid until it expires. */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    role: text().$type<StaffRole>().notNull(),
    hubIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** SHA-256 of the code; the code itself is only in the e-mail. */
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    /** Set when an admin withdrew it or sent a newer one to the same address. */
    withdrawnAt: timestamp({ withTimezone: true }),
    invitedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("staff_invitations_role_known", roleCheck(table.role)),
    uniqueIndex("staff_invitations_code_unique").on(table.codeHash),
    index("staff_invitations_email_idx").on(table.email),
  ],
);

/**
 * Every staff action: who, what, when, on what, the state before and after, and the reason where one was
 * asked. Append-only: a trigger (migration 0010) refuses UPDATE and DELETE.
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** No foreign key: an entry is never changed, even when the account it names is gone. */
    actorUserId: integer(),
    /** Kept as written, so the entry still names the person if the account is gone. */
    actorEmail: text().notNull(),
    /** The call's operation, e.g. changeOrderStatus. */
    action: text().notNull(),
    /** What it acted on, e.g. order / 42. */
    targetType: text().notNull().default(""),
    targetId: text().notNull().default(""),
    before: jsonb(),
    after: jsonb(),
    reason: text().notNull().default(""),
  },
  (table) => [
    index("staff_audit_log_at_idx").on(table.at),
    index("staff_audit_log_actor_idx").on(table.actorUserId, table.at),
    index("staff_audit_log_target_idx").on(table.targetType, table.targetId, table.at),
    index("staff_audit_log_action_idx").on(table.action, table.at),
  ],
);
