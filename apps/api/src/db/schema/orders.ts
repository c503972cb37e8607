import type { InvoiceKind } from "@freight/domain/payments/invoice-kind";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { hubs } from "./hubs.js";
import { commodities, extraServices, services, temperatureControls, trailerTypes } from "./services.js";

/** Pick-up or delivery part of an order, as the booking form sends it (contract: PickUpDeliveryDetail). */
export interface StoredPickUpDelivery {
  id?: number;
  name?: string;
  type: "pick-up" | "delivery" | "pickupAndDelivery";
  role: 0 | 1 | 2;
  checkInAs?: string;
  quantity: number;
  time: { from: string; to: string; isRange: boolean };
  date: { from: string; to: string; isRange: boolean };
  fcfs: boolean;
  appt: boolean;
  apptNotSet: boolean;
  weight: number;
  address: string;
  city: string;
  zipCode: string;
  temp?: number | null;
  commodityId?: number | null;
  trailerTypeId?: number | null;
  notes?: string;
}

const orderStatusList = sql.raw(
  "'new', 'accepted', 'arrivedToHub', 'inProgress', 'needsAttention', 'processed', 'closed', 'failed', 'cancelled', 'cancelledByUser', 'payCancelled'",
);

/** Order numbers (FB-0000042) come from this sequence, so two bookings never share one. */
export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1, increment: 1 });

/** Invoice numbers (INV-0000042). */
export const invoiceNumberSequence = pgSequence("invoice_number_seq", { startWith: 1, increment: 1 });

/** A booked service at a hub. Every amount is integer US cents, computed by the server. */
export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** FB number shown to people: FB-0000042 (zero-padded, so it sorts as text). */
    number: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The person who booked it: the customer, or the company member who booked for the company. */
    bookedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    hubId: integer()
      .notNull()
      .references(() => hubs.id),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    /** OrderStatus string; transitions only through the lifecycle service. */
    status: text().notNull().default("new"),
    /** Slot start and end (UTC). */
    timeFrom: timestamp({ withTimezone: true }).notNull(),
    timeTo: timestamp({ withTimezone: true }).notNull(),
    quantity: integer().notNull(),
    /** Stored unit price of the service at booking time. */
    unitPriceCents: integer().notNull(),
    /** Main line: unit price × quantity, raised to the hub minimum charge. */
    priceCents: integer().notNull(),
    feeCents: integer().notNull().default(0),
    extrasCents: integer().notNull().default(0),
    /** Referral-level discount taken off the subtotal. */
    discountCents: integer().notNull().default(0),
    discountPercent: integer().notNull().default(0),
    totalCents: integer().notNull(),
    totalPaidCents: integer().notNull().default(0),
    /**
     * Given back to the customer as a credit: refunds of part of a payment that leave the rest of it paid. The order
     * owes that much less (a payment given back whole is owed again instead).
     */
    creditedCents: integer().notNull().default(0),
    /** ChargeKind of the slot (10 business hours, 20 after hours, 30 call fee) and the hub's hour fees. */
    feeType: smallint().notNull(),
    firstHourFeeCents: integer().notNull().default(0),
    secondHourFeeCents: integer().notNull().default(0),
    afterHoursFeeCents: integer().notNull().default(0),
    /** notPaid, toPay (a payment is due now: pre-payment or an issued invoice) or paid; from orderOwed. */
    billingStatus: text().notNull().default("notPaid"),
    /** pre-payment or post-payment. */
    paymentFlow: text().notNull().default("post-payment"),
    /** While a pre-payment is pending, the slot place is held until this instant. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    driverName: text().notNull().default(""),
    driverPhone: text().notNull().default(""),
    truckNumber: text().notNull().default(""),
    trailerNumber: text().notNull().default(""),
    /** Unguessable code the driver checks in with (crypto randomness, domain alphabet). */
    checkInCode: text().notNull(),
    /**
     * When the driver agreed, on the check-in page, to texts about this visit (the gate's call to the dock); null:
     * never asked or declined, and the gate sends no text.
     */
    driverSmsConsentAt: timestamp({ withTimezone: true }),
    /** When the driver checked in (or the gate recorded the arrival): the one arrival record every reader shows. */
    checkedInAt: timestamp({ withTimezone: true }),
    /** How that check-in stood against the hub's check-in window: early, onTime or late (null: recorded by the gate). */
    arrivalTiming: text(),
    /**
     * The dock door the dispatcher gave the truck at the hub ("7", "B-12"; the domain's dockDoorRefusal); null
     * until one is given.
     */
    door: text(),
    temperatureControlId: integer().references(() => temperatureControls.id),
    commodityId: integer().references(() => commodities.id),
    trailerTypeId: integer().references(() => trailerTypes.id),
    puService: jsonb().$type<StoredPickUpDelivery>(),
    delService: jsonb().$type<StoredPickUpDelivery>(),
    /** The order this one was repeated or duplicated from. */
    sourceOrderId: integer().references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_number_unique").on(table.number),
    uniqueIndex("orders_check_in_code_unique").on(table.checkInCode),
    // History/dashboard pages: a customer's orders by slot time or by number.
    index("orders_customer_time_idx").on(table.customerId, table.timeFrom.desc(), table.id.desc()),
    index("orders_customer_number_idx").on(table.customerId, table.number),
    index("orders_customer_status_idx").on(table.customerId, table.status),
    // The dashboard chart's count of a customer's orders booked in the last weeks (0046).
    index("orders_customer_created_idx").on(table.customerId, table.createdAt),
    // Slot capacity: orders of a hub in one slot.
    index("orders_hub_time_idx").on(table.hubId, table.timeFrom),
    // Staff lists across customers.
    index("orders_time_idx").on(table.timeFrom.desc(), table.id.desc()),
    // The console's queue filtered by status, by slot time either way (0043; as orders_time_idx, so "asc nulls
    // first" walks it backwards): the time index alone walks every older order.
    index("orders_status_time_idx").on(table.status, table.timeFrom.desc(), table.id.desc()),
    // The lists' text search: a trigram index answers ILIKE '%text%' without reading every order. The
    // expression must stay exactly `orderSearchText` of the list service.
    index("orders_search_trgm_idx").using(
      "gin",
      sql`(${table.number} || ' ' || ${table.driverName} || ' ' || ${table.truckNumber} || ' ' || ${table.trailerNumber}) gin_trgm_ops`,
    ),
    index("orders_service_idx").on(table.serviceId),
    index("orders_hold_expiry_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.holdExpiresAt} is not null`),
    check("orders_status_known", sql`${table.status} in (${orderStatusList})`),
    check("orders_billing_status_known", sql`${table.billingStatus} in ('notPaid', 'toPay', 'paid')`),
    check("orders_payment_flow_known", sql`${table.paymentFlow} in ('pre-payment', 'post-payment')`),
    check(
      "orders_arrival_timing_known",
      sql`${table.arrivalTiming} is null or ${table.arrivalTiming} in ('early', 'onTime', 'late')`,
    ),
    check("orders_door_length", sql`${table.door} is null or char_length(${table.door}) between 1 and 10`),
    // The gate board's drivers waiting to be let in, of any slot day.
    index("orders_hub_checked_in_idx")
      .on(table.hubId, table.checkedInAt)
      .where(sql`${table.checkedInAt} is not null`),
    check("orders_quantity_positive", sql`${table.quantity} >= 1`),
    check(
      "orders_money_non_negative",
      sql`${table.priceCents} >= 0 and ${table.feeCents} >= 0 and ${table.extrasCents} >= 0 and ${table.discountCents} >= 0 and ${table.totalCents} >= 0 and ${table.totalPaidCents} >= 0 and ${table.creditedCents} >= 0`,
    ),
    check("orders_time_order", sql`${table.timeTo} > ${table.timeFrom}`),
  ],
);

/** Every status change of an order: who, when, from, to. Shown as the order's timeline. */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null for the booking itself. */
    fromStatus: text(),
    toStatus: text().notNull(),
    /** customer, driver, staff or system. */
    actor: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    note: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_status_changes_order_idx").on(table.orderId, table.createdAt, table.id),
    check(
      "order_status_changes_actor_known",
      sql`${table.actor} in ('customer', 'driver', 'staff', 'system')`,
    ),
  ],
);

/** Notes on an order, by the customer (booking, /fborders/files) or staff. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    note: text().notNull(),
    /** A hub team's note the customer never sees (not in their order, copies or answers). */
    isInternal: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_notes_order_idx").on(table.orderId, table.createdAt)],
);

/** Files attached to a note; the bytes live in the file storage under `storageKey`. */
export const orderFiles = pgTable(
  "order_files",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    noteId: integer()
      .notNull()
      .references(() => orderNotes.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    /** Sniffed from the bytes: image/jpeg, image/png, image/webp or application/pdf. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_files_storage_key_unique").on(table.storageKey),
    index("order_files_note_idx").on(table.noteId),
    index("order_files_order_idx").on(table.orderId),
  ],
);

/** Extras (shop/extra services) booked with an order, priced at booking time. */
export const orderProducts = pgTable(
  "order_products",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    extraServiceId: integer()
      .notNull()
      .references(() => extraServices.id),
    amount: integer().notNull(),
    unitPriceCents: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.extraServiceId] }),
    check("order_products_amount_positive", sql`${table.amount} >= 1`),
  ],
);

/** Invoices staff issue for an order; payments pays them. Status: Draft 0, Issued 1, Approved 2, Paid 3, Cancelled 4. */
export const invoices = pgTable(
  "invoices",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** INV-0000042. */
    number: text().notNull(),
    amountCents: integer().notNull(),
    status: smallint().notNull().default(0),
    /** order: asks for money the order owes; supplementary: adds a charge (with its reason) to what it owes. */
    kind: text().$type<InvoiceKind>().notNull().default("order"),
    description: text().notNull().default(""),
    /** Why a supplementary charge was added, as the customer reads it; "" for an order invoice. */
    reason: text().notNull().default(""),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    /** When staff last sent the customer a reminder of it (issuing it tells them the first time). */
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invoices_number_unique").on(table.number),
    index("invoices_order_idx").on(table.orderId),
    check("invoices_status_known", sql`${table.status} between 0 and 4`),
    check("invoices_kind_known", sql`${table.kind} in ('order', 'supplementary')`),
    check("invoices_amount_positive", sql`${table.amountCents} > 0`),
  ],
);

/**
 * The Idempotency-Key a customer sent with a booking: a retry with the same key answers the order the first
 * try booked instead of booking a second one. `fingerprint` is a hash of what was sent, so a key reused for
 * a different booking is refused rather than answered with the wrong order.
 */
export const orderBookingRequests = pgTable(
  "order_booking_requests",
  {
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    fingerprint: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.idempotencyKey] })],
);
