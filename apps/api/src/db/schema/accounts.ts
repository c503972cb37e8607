import type {
  NotificationPreferences,
  ProfileAddress,
  ProfileContact,
} from "@freight/domain/profile/customer-profile";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { companies } from "./companies.js";
import { referralLevels } from "./content.js";

export const userRoles = ["customer", "staff"] as const;
export type UserRole = (typeof userRoles)[number];

const emptyContact: ProfileContact = { firstName: "", lastName: "", email: "", phoneNumber: "" };
const emptyAddress: ProfileAddress = { street: "", city: "", state: "", zipCode: "", country: "" };
const defaultNotifications: NotificationPreferences = {
  orderUpdates: { email: true, inAppNotify: true, sms: false },
  promotionsAndOffers: { email: false, inAppNotify: true, sms: false },
  billingAndPayments: { email: true, inAppNotify: true, sms: false },
  updatesAndMaintenance: { email: true, push: false, sms: false },
};

/** Customers and staff. E-mail is stored lower-cased, phone numbers in E.164. */
export const users = pgTable(
  "users",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    phoneNumber: text(),
    /** scrypt hash (see accounts/password-hash.ts); null for accounts made by a social sign-in. */
    passwordHash: text(),
    role: text().$type<UserRole>().notNull().default("customer"),
    userName: text().notNull().default(""),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    corporationName: text().notNull().default(""),
    avatarUrl: text().notNull().default(""),
    primaryContact: jsonb().$type<ProfileContact>().notNull().default(emptyContact),
    additionalContact: jsonb().$type<ProfileContact>().notNull().default(emptyContact),
    address: jsonb().$type<ProfileAddress>().notNull().default(emptyAddress),
    billingAddress: jsonb().$type<ProfileAddress>().notNull().default(emptyAddress),
    notifications: jsonb().$type<NotificationPreferences>().notNull().default(defaultNotifications),
    isEmailConfirmed: boolean().notNull().default(false),
    isPhoneConfirmed: boolean().notNull().default(false),
    twoStepAuth: boolean().notNull().default(false),
    /** The code others sign up with to become this user's referrals. */
    referralCode: text().notNull(),
    referredByUserId: integer().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    referralLevelId: integer().references(() => referralLevels.id, { onDelete: "set null" }),
    /** US cents; the least an order of this customer costs (0 = the hub's own minimum applies). */
    minimalChargeCents: integer().notNull().default(0),
    /** US cents, kept in step with the payments ledger. */
    balanceCents: integer().notNull().default(0),
    bonusesCents: integer().notNull().default(0),
    referralBalanceCents: integer().notNull().default(0),
    utmSource: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    uniqueIndex("users_phone_number_unique").on(table.phoneNumber),
    uniqueIndex("users_referral_code_unique").on(table.referralCode),
    index("users_referred_by_idx").on(table.referredByUserId),
    // Staff find a customer's orders by their name or e-mail; must stay `customerSearchText` of the list service.
    index("users_search_trgm_idx").using(
      "gin",
      sql`(${table.email} || ' ' || ${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    check("users_role_known", sql`${table.role} in ('customer', 'staff')`),
    // Two-step sign-in is mandatory for staff: a stolen password alone never opens the console.
    check("users_staff_two_step", sql`${table.role} <> 'staff' or ${table.twoStepAuth}`),
    check("users_email_lower_case", sql`${table.email} = lower(${table.email})`),
    check("users_not_self_referred", sql`${table.referredByUserId} is distinct from ${table.id}`),
    check("users_minimal_charge_non_negative", sql`${table.minimalChargeCents} >= 0`),
  ],
);

/** A user's identity at a social sign-in provider (OpenID Connect subject). */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("social_identities_provider_subject_unique").on(table.provider, table.subject),
    index("social_identities_user_idx").on(table.userId),
  ],
);

/** Sign-in sessions; only a SHA-256 of the token is stored, so a database copy signs no one in. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text().notNull().default(""),
    /** The company the person works for in this session; null for their personal account. */
    companyId: integer().references((): AnyPgColumn => companies.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_unique").on(table.tokenHash),
    index("sessions_user_idx").on(table.userId),
  ],
);

export const verificationPurposes = [
  "sign_up_phone",
  "login",
  "two_step_login",
  "email_confirmation",
  "email_change",
  "phone_change",
] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** One-time codes sent by e-mail or SMS; only a salted scrypt hash of the digits is stored. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    purpose: text().$type<VerificationPurpose>().notNull(),
    /** The lower-cased e-mail or E.164 phone number the code was sent to. */
    target: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** Set when a code was checked right without being used up (sign-up phone check). */
    verifiedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("verification_codes_lookup_idx").on(table.purpose, table.target, table.createdAt),
    check(
      "verification_codes_purpose_known",
      sql`${table.purpose} in ('sign_up_phone', 'login', 'two_step_login', 'email_confirmation', 'email_change', 'phone_change')`,
    ),
    check("verification_codes_attempts_non_negative", sql`${table.attempts} >= 0`),
  ],
);

export const messageTypes = ["Info", "Warning", "Success", "Error"] as const;
export type MessageTypeName = (typeof messageTypes)[number];

/** In-app messages the system sends a user (welcome, e-mail confirmed, order and payment events). */
export const messages = pgTable(
  "messages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    text: text().notNull(),
    type: text().$type<MessageTypeName>().notNull().default("Info"),
    button1Text: text().notNull().default(""),
    button1Command: text().notNull().default(""),
    button2Text: text().notNull().default(""),
    button2Command: text().notNull().default(""),
    isRead: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_user_created_idx").on(table.userId, table.createdAt),
    check("messages_type_known", sql`${table.type} in ('Info', 'Warning', 'Success', 'Error')`),
  ],
);

export const notificationChannels = ["email", "sms"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/**
 * Every e-mail and SMS the API sent. The local provider keeps the whole text here (the dev outbox);
 * real providers keep only who, what and whether it went out.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    channel: text().$type<NotificationChannel>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull().default(""),
    body: text().notNull().default(""),
    /** An e-mail's HTML part while it waits for delivery (cleared with the body once delivered). */
    html: text().notNull().default(""),
    /**
     * An e-mail's attachments (a booking's .ics, an invoice's PDF in base64) while it waits for delivery; cleared
     * with the body.
     */
    attachments: jsonb()
      .$type<{ filename: string; contentType: string; content: string; encoding?: "base64" }[]>()
      .notNull()
      .default([]),
    /** What the message is for, e.g. "login" or "welcome". */
    purpose: text().notNull(),
    provider: text().notNull(),
    /** queued: waiting for the background delivery job (a real transport); sent; failed after its retries. */
    status: text().$type<"queued" | "sent" | "failed">().notNull(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    /**
     * The order the message is about (an order update, a reminder, a driver's text), so staff see its deliveries
     * on the order. No foreign key: the delivery record outlives a deleted pre-order, as a log does.
     */
    orderId: integer(),
    /** Tries of the provider so far (a queued message is retried with back-off). */
    attempts: integer().notNull().default(0),
    /** The provider's id of the delivered message (Twilio's SID, the SMTP message id); empty until sent. */
    providerMessageId: text().notNull().default(""),
    /** The last failure's words (the provider's answer); empty when none. */
    error: text().notNull().default(""),
    /** When the provider took it. */
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_recipient_created_idx").on(table.recipient, table.createdAt),
    index("outbox_order_idx")
      .on(table.orderId, table.createdAt)
      .where(sql`${table.orderId} is not null`),
    check("outbox_channel_known", sql`${table.channel} in ('email', 'sms')`),
    check("outbox_status_known", sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
);

/**
 * Rate-limit bookkeeping: one row per counted attempt in a bucket such as `login:ip:203.0.113.9`
 * or `code:target:+15551234567`; a sliding window counts the rows.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    bucket: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_events_bucket_created_idx").on(table.bucket, table.createdAt)],
);
