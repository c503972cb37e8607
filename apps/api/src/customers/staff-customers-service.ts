import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { formatFbNumber, parseFbNumber } from "@freight/domain/orders/order-codes";
import { SLOT_HOLDING_STATUSES } from "@freight/domain/orders/order-lifecycle";
import { and, count, desc, eq, inArray, or, sql, sum, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { orders, payments, users } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";
import type { Schemas } from "../openapi/contract-types.js";

type StaffCustomer = Schemas["StaffCustomer"];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Name and e-mail through the `users_search_trgm_idx` trigram index (same expression), the phone exactly, and an
 * FB number ("FB-0000123", "fb123") as the customer of that order (through the orders' unique number index).
 */
/**
 * Name, e-mail, phone, or an order number. An order number finds its customer only for staff who may see that
 * order: a dispatcher searching another hub's order number finds nobody, as for a number that does not exist
 * (`hubIds` is the caller's hub filter, undefined for staff of every hub).
 */
function searchCondition(search: string, hubIds: readonly number[] | undefined): SQL | undefined {
  const pattern = `%${escapeLike(search)}%`;
  const sequence = parseFbNumber(search);
  const atCallersHubs = hubIds ? inArray(orders.hubId, [...hubIds, -1]) : undefined;
  return or(
    sql`(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    eq(users.phoneNumber, search.replace(/[\s()-]/g, "")),
    sequence === undefined || sequence > 9_999_999
      ? undefined
      : sql`${users.id} = any(array(select ${orders.customerId} from ${orders} where ${and(eq(orders.number, formatFbNumber(sequence)), atCallersHubs)}))`,
  );
}

async function withTotals(db: Database, rows: (typeof users.$inferSelect)[]): Promise<StaffCustomer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [orderCounts, unrecovered] = await Promise.all([
    db
      .select({
        customerId: orders.customerId,
        all: count(),
        open: sql<number>`count(*) filter (where ${inArray(orders.status, [...SLOT_HOLDING_STATUSES])})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(inArray(orders.customerId, ids))
      .groupBy(orders.customerId),
    db
      .select({ userId: payments.userId, cents: sum(payments.unrecoveredCents).mapWith(Number) })
      .from(payments)
      .where(inArray(payments.userId, ids))
      .groupBy(payments.userId),
  ]);
  return rows.map((row) => {
    const counted = orderCounts.find((entry) => entry.customerId === row.id);
    return {
      id: row.id,
      email: row.email,
      phoneNumber: row.phoneNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      corporationName: row.corporationName,
      balance: row.balanceCents,
      bonuses: row.bonusesCents,
      minimalCharge: row.minimalChargeCents,
      ordersCount: counted?.all ?? 0,
      openOrdersCount: counted?.open ?? 0,
      unrecovered: unrecovered.find((entry) => entry.userId === row.id)?.cents ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** A page of customers (not staff accounts), found by name, e-mail or phone; newest first. */
export async function listStaffCustomers(
  db: Database,
  {
    search,
    page,
    limit,
    hubIds,
  }: { search?: string; page: number; limit: number; hubIds?: readonly number[] },
): Promise<Schemas["StaffCustomerPage"]> {
  const text = search?.trim();
  const where = and(eq(users.role, "customer"), text ? searchCondition(text, hubIds) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: await withTotals(db, rows),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
  };
}

export async function getStaffCustomer(db: Database, customerId: number): Promise<StaffCustomer> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!row) throw notFound(`There is no customer ${customerId}`);
  const [customer] = await withTotals(db, [row]);
  if (!customer) throw notFound(`There is no customer ${customerId}`);
  return customer;
}
