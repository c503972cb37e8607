import { countPages, pageOffset } from "@freight/domain/lists/paging";
import {
  ACTIVE_ORDER_STATUSES,
  DASHBOARD_GROUP_STATUSES,
  dashboardMetricsFromCounts,
} from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import type { ResolvedOrderListQuery } from "@freight/domain/lists/order-list-query";
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { hubs, orders, services, users } from "../db/schema/index.js";
import type { Schemas } from "../openapi/contract-types.js";
import { toOrders, type OrderRow } from "./order-views.js";

/** Which orders a list shows. */
export type OrderListKind = "history" | "active" | "dashboard" | "staff";

const statusesOf: Record<OrderListKind, readonly OrderStatus[] | null> = {
  history: null,
  active: ACTIVE_ORDER_STATUSES,
  // The dashboard table shows the orders its metrics count (cancellations are left out).
  dashboard: Object.values(DASHBOARD_GROUP_STATUSES).flat(),
  staff: null,
};

export interface OrderListScope {
  kind: OrderListKind;
  /** Only this customer's orders (required for every list but the staff one). */
  customerId?: number;
  status?: OrderStatus;
  /** Only orders of these hubs (a dispatcher's); undefined for every hub. */
  hubIds?: readonly number[];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The order's own searchable text; exactly the expression of the `orders_search_trgm_idx` trigram index. */
const orderSearchText = sql`(${orders.number} || ' ' || ${orders.driverName} || ' ' || ${orders.truckNumber} || ' ' || ${orders.trailerNumber})`;

/** A customer's searchable text; exactly the expression of the `users_search_trgm_idx` trigram index. */
const customerSearchText = sql`(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Text search over the order's number, driver, truck and trailer, its hub's and service's names and, in the
 * staff list, its customer's name and e-mail. Each arm is answered by an index (the trigram indexes, and the
 * hub, service and customer ids an init-plan finds first), so a search never reads every order.
 */
function searchCondition(scope: OrderListScope, pattern: string): SQL {
  const arms: SQL[] = [
    sql`${orderSearchText} ilike ${pattern}`,
    sql`${orders.hubId} = any(array(select ${hubs.id} from ${hubs} where ${hubs.name} ilike ${pattern}))`,
    sql`${orders.serviceId} = any(array(select ${services.id} from ${services} where ${services.name} ilike ${pattern}))`,
  ];
  if (scope.kind === "staff") {
    arms.push(
      sql`${orders.customerId} = any(array(select ${users.id} from ${users} where ${customerSearchText} ilike ${pattern}))`,
    );
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** Local date and hour of the slot start, on the hub's own clock. */
const localStart = sql`(${orders.timeFrom} at time zone ${hubs.timeZone})`;

function conditionsOf(scope: OrderListScope, query: ResolvedOrderListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (scope.customerId !== undefined) conditions.push(eq(orders.customerId, scope.customerId));
  const statuses = statusesOf[scope.kind];
  if (statuses) conditions.push(inArray(orders.status, [...statuses]));
  if (scope.status) conditions.push(eq(orders.status, scope.status));
  if (scope.hubIds !== undefined) {
    conditions.push(scope.hubIds.length > 0 ? inArray(orders.hubId, [...scope.hubIds]) : sql`false`);
  }
  if (query.hubId !== null) conditions.push(eq(orders.hubId, query.hubId));
  if (query.serviceId !== null) conditions.push(eq(orders.serviceId, query.serviceId));
  if (query.dateFrom !== null) conditions.push(sql`${localStart}::date >= ${query.dateFrom}::date`);
  if (query.dateTo !== null) conditions.push(sql`${localStart}::date <= ${query.dateTo}::date`);
  if (query.timeFromHour !== null)
    conditions.push(gte(sql`extract(hour from ${localStart})`, query.timeFromHour));
  if (query.timeToHour !== null)
    conditions.push(lte(sql`extract(hour from ${localStart})`, query.timeToHour));
  if (query.search) conditions.push(searchCondition(scope, `%${escapeLike(query.search)}%`));
  return conditions;
}

// The (customer, time_from DESC NULLS LAST, id DESC NULLS LAST) index serves "desc nulls last" forwards and
// "asc nulls first" backwards; the columns are NOT NULL, so the nulls clause changes no result, only the plan.
const byTimeDesc = [sql`${orders.timeFrom} desc nulls last`, sql`${orders.id} desc nulls last`];
const byTimeAsc = [sql`${orders.timeFrom} asc nulls first`, sql`${orders.id} asc nulls first`];

function orderByOf(query: ResolvedOrderListQuery): SQL[] {
  if (query.sortBy === "fbNumber") return [query.order === "asc" ? asc(orders.number) : desc(orders.number)];
  return query.order === "asc" ? byTimeAsc : byTimeDesc;
}

/** The page and count queries of a list, unexecuted (the benchmark explains exactly these). */
export function orderPageQueries(
  db: Pick<Database, "select">,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
) {
  const where = and(...conditionsOf(scope, query));
  // Hubs (their time zone) are joined only when a date or hour filter reads them, so the plain
  // history page walks the (customer, time) index and stops after one page.
  const needsHub =
    query.dateFrom !== null ||
    query.dateTo !== null ||
    query.timeFromHour !== null ||
    query.timeToHour !== null;
  let page = db.select({ order: orders }).from(orders).$dynamic();
  let total = db.select({ count: count() }).from(orders).$dynamic();
  if (needsHub) {
    page = page.innerJoin(hubs, eq(hubs.id, orders.hubId));
    total = total.innerJoin(hubs, eq(hubs.id, orders.hubId));
  }
  return {
    page: page
      .where(where)
      .orderBy(...orderByOf(query))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    count: total.where(where),
  };
}

/** The rows of one page and the total count. */
export async function queryOrderPage(
  db: Pick<Database, "select">,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
): Promise<{ rows: OrderRow[]; totalItems: number }> {
  const queries = orderPageQueries(db, scope, query);
  const [rows, totals] = await Promise.all([queries.page, queries.count]);
  return { rows: rows.map((row) => row.order), totalItems: totals[0]?.count ?? 0 };
}

/** A page of orders as `{ items, totalPages, totalItems, currentPage }`. */
export async function listOrderPage(
  db: Database,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
  view: { publicApiUrl: string; now: Date },
): Promise<Schemas["OrderPage"]> {
  const { rows, totalItems } = await queryOrderPage(db, scope, query);
  return {
    items: await toOrders(db, rows, { ...view, forStaff: scope.kind === "staff" }),
    totalPages: countPages(totalItems, query.limit),
    totalItems,
    currentPage: query.page,
  };
}

/** How many ongoing orders the dashboard shows. */
const ONGOING_ORDERS_LIMIT = 20;

/** The customer's active orders whose slot has not ended long ago, soonest first. */
export async function listOngoingOrders(
  db: Database,
  customerId: number,
  view: { publicApiUrl: string; now: Date },
): Promise<Schemas["Order"][]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
    .orderBy(asc(orders.timeFrom), asc(orders.id))
    .limit(ONGOING_ORDERS_LIMIT);
  return toOrders(db, rows, view);
}

/** The dashboard counts of a customer's orders, from one grouped count. */
export async function dashboardMetrics(
  db: Database,
  customerId: number,
): Promise<Schemas["DashboardMetrics"]> {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.status);
  return dashboardMetricsFromCounts(Object.fromEntries(rows.map((row) => [row.status, row.count])));
}
