import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { createHash } from "node:crypto";
import { paymentsCsv } from "@freight/domain/payments/payments-csv";
import { and, count, desc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import { addLocalDays } from "@freight/domain/time/zoned-time";
import type { Database } from "../db/client.js";
import {
  hubs,
  ledgerAdjustments,
  orders,
  paymentRefunds,
  payments,
  shopOrders,
  users,
} from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import type { QueryOf, Schemas } from "../openapi/contract-types.js";
import { listLedgerPage, lockUserFunds, paymentHubId, postLedgerEntry } from "./ledger-service.js";

export type StaffPaymentFilters = Omit<QueryOf<"listStaffPayments">, "page" | "limit">;

/** The most rows one CSV export holds; a narrower filter gets the rest. */
const PAYMENTS_CSV_MAX_ROWS = 50_000;

function conditionsOf(filters: StaffPaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(payments.status, filters.status));
  if (filters.flow) conditions.push(eq(payments.flow, filters.flow));
  if (filters.customerId !== undefined) conditions.push(eq(payments.userId, filters.customerId));
  if (filters.orderId !== undefined) conditions.push(eq(payments.orderId, filters.orderId));
  if (filters.unrecovered === "true") conditions.push(gt(payments.unrecoveredCents, 0));
  if (filters.unrecovered === "false") conditions.push(eq(payments.unrecoveredCents, 0));
  if (filters.createdFrom)
    conditions.push(gte(payments.createdAt, new Date(`${filters.createdFrom}T00:00:00Z`)));
  if (filters.createdTo) {
    conditions.push(lt(payments.createdAt, new Date(`${addLocalDays(filters.createdTo, 1)}T00:00:00Z`)));
  }
  return and(...conditions);
}

function selectPayments(db: Pick<Database, "select">, filters: StaffPaymentFilters) {
  return db
    .select({
      payment: payments,
      order: { number: orders.number },
      customer: users,
      hubTimeZone: hubs.timeZone,
      refundedCents: sql<number>`coalesce((select sum(${paymentRefunds.amountCents}) from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id}), 0)::int`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(shopOrders, eq(shopOrders.id, payments.shopOrderId))
    .leftJoin(hubs, eq(hubs.id, paymentHubId))
    .where(conditionsOf(filters))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

type PaymentListRow = Awaited<ReturnType<typeof selectPayments>>[number];

function toStaffPayment({
  payment,
  order,
  customer,
  refundedCents,
  hubTimeZone,
}: PaymentListRow): Schemas["StaffPayment"] {
  return {
    id: payment.id,
    customerId: payment.userId,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerEmail: customer.email,
    orderId: payment.orderId,
    orderNumber: order?.number ?? null,
    invoiceId: payment.invoiceId,
    status: payment.status,
    flow: payment.flow,
    method: payment.method,
    gateway: payment.gateway,
    amount: payment.amountCents,
    paidFromBonuses: payment.bonusesCents,
    paidFromBalance: payment.balanceCents,
    gatewayAmount: payment.gatewayCents,
    creditedOrder: payment.creditedOrderCents,
    creditedBalance: payment.creditedBalanceCents,
    unrecovered: payment.unrecoveredCents,
    refunded: refundedCents,
    failureReason: payment.failureReason,
    gatewayPaymentId: payment.gatewayPaymentId,
    reference: payment.reference,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    hubTimeZone,
  };
}

/** The finance list's page and count queries, unexecuted (the signed-in bench explains exactly these). */
export function staffPaymentQueries(
  db: Pick<Database, "select">,
  filters: StaffPaymentFilters,
  { page, limit }: { page: number; limit: number },
) {
  return {
    page: selectPayments(db, filters)
      .limit(limit)
      .offset(pageOffset(page, limit)),
    count: db.select({ value: count() }).from(payments).where(conditionsOf(filters)),
  };
}

/** A page of every customer's payments, newest first. */
export async function listStaffPayments(
  db: Database,
  filters: StaffPaymentFilters,
  { page, limit }: { page: number; limit: number },
): Promise<Schemas["StaffPaymentPage"]> {
  const queries = staffPaymentQueries(db, filters, { page, limit });
  const [rows, [total]] = await Promise.all([queries.page, queries.count]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map(toStaffPayment),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
  };
}

/** The payments matching the filters as CSV (newest first, at most PAYMENTS_CSV_MAX_ROWS). */
export async function staffPaymentsCsv(db: Database, filters: StaffPaymentFilters): Promise<string> {
  const rows = await selectPayments(db, filters).limit(PAYMENTS_CSV_MAX_ROWS);
  return paymentsCsv(
    rows.map(({ payment, order, customer, hubTimeZone }) => ({
      id: payment.id,
      createdAt: payment.createdAt.toISOString(),
      settledAt: payment.settledAt?.toISOString() ?? null,
      customerEmail: customer.email,
      orderNumber: order?.number ?? null,
      flow: payment.flow,
      method: payment.method,
      gateway: payment.gateway,
      status: payment.status,
      amountCents: payment.amountCents,
      bonusesCents: payment.bonusesCents,
      balanceCents: payment.balanceCents,
      gatewayCents: payment.gatewayCents,
      unrecoveredCents: payment.unrecoveredCents,
      // An offline payment's reference ("Check 1042") is what finance matches it by.
      gatewayPaymentId: payment.gatewayPaymentId ?? (payment.reference || null),
      hubTimeZone,
    })),
  );
}

function toAdjustment(row: typeof ledgerAdjustments.$inferSelect): Schemas["LedgerAdjustment"] {
  return {
    id: row.id,
    customerId: row.customerId,
    account: row.account,
    kind: row.kind,
    amount: row.amountCents,
    reason: row.reason,
    heldAfter: row.heldAfterCents,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A staff correction of a customer's balance or bonuses: a new ledger entry (never an edit) with the reason,
 * applied once per Idempotency-Key. Parallel calls with one key wait on its unique index and then answer the
 * first call's result; a decrease past what the customer holds is refused (409) and leaves nothing behind.
 */
export async function adjustCustomerLedger(
  db: Database,
  staffUserId: number,
  customerId: number,
  idempotencyKey: string,
  request: Schemas["LedgerAdjustmentRequest"],
): Promise<{ adjustment: Schemas["LedgerAdjustment"]; isReplay: boolean }> {
  const reason = request.reason.trim();
  if (!reason) throw badRequest("reason must say why the account is corrected", "reason");
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([customerId, request.account, request.kind, request.amount, reason]))
    .digest("hex");
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.role, "customer")));
    if (!customer) throw notFound(`There is no customer ${customerId}`);
    const [claimed] = await tx
      .insert(ledgerAdjustments)
      .values({
        customerId,
        staffUserId,
        idempotencyKey,
        requestFingerprint: fingerprint,
        account: request.account,
        kind: request.kind,
        amountCents: request.amount,
        reason,
        heldAfterCents: 0,
      })
      .onConflictDoNothing({ target: ledgerAdjustments.idempotencyKey })
      .returning();
    if (!claimed) {
      const [earlier] = await tx
        .select()
        .from(ledgerAdjustments)
        .where(eq(ledgerAdjustments.idempotencyKey, idempotencyKey));
      if (!earlier || earlier.requestFingerprint !== fingerprint) {
        throw new HttpError(409, "This Idempotency-Key was used for another adjustment");
      }
      return { adjustment: toAdjustment(earlier), isReplay: true };
    }
    await postLedgerEntry(tx, {
      userId: customerId,
      account: request.account,
      kind: request.kind,
      amountCents: request.amount,
      description: `Adjustment by staff: ${reason}`,
    });
    const held = await lockUserFunds(tx, customerId);
    const heldAfterCents = request.account === "balance" ? held.balanceCents : held.bonusesCents;
    const [applied] = await tx
      .update(ledgerAdjustments)
      .set({ heldAfterCents })
      .where(eq(ledgerAdjustments.id, claimed.id))
      .returning();
    return { adjustment: toAdjustment(applied ?? { ...claimed, heldAfterCents }), isReplay: false };
  });
}

/** A customer's ledger as staff read it (newest first, with what they hold now); 404 for no such customer. */
export async function listCustomerLedger(
  db: Database,
  customerId: number,
  query: { account?: "balance" | "bonuses"; page: number; limit: number },
) {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!customer) throw notFound(`There is no customer ${customerId}`);
  return listLedgerPage(db, customerId, query);
}
