import { countPages, pageOffset } from "@freight/domain/lists/paging";
import {
  ACTIVE_ORDER_STATUSES,
  DASHBOARD_GROUP_STATUSES,
  dashboardMetricsFromCounts,
} from "@freight/domain/orders/order-lifecycle";
import type { OrderStatus } from "@freight/domain/orders/order-status";
import { bookingWeekStarts } from "@freight/domain/orders/booking-weeks";
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
 * The hubs, services and (in the staff list) customers whose names a search matches, looked up before the order
 * query so that its plan sees their ids: behind a sub-select the planner cannot tell how many orders those arms
 * match and, at 100,000 orders, counts the matches with a sequential scan of orders.
 */
export interface SearchMatches {
  hubIds: number[];
  serviceIds: number[];
  /** null when too many customers match to list them (then a sub-select finds them). */
  customerIds: number[] | null;
}

/** Beyond this many matching customers the search keeps the sub-select rather than a long list of ids. */
const MATCHED_CUSTOMERS_LISTED = 500;

/** What a list's search matches besides the orders' own text; undefined without a search. */
export async function searchMatches(
  db: Pick<Database, "select">,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
): Promise<SearchMatches | undefined> {
  if (!query.search) return undefined;
  const pattern = `%${escapeLike(query.search)}%`;
  const [hubRows, serviceRows, customerRows] = await Promise.all([
    db
      .select({ id: hubs.id })
      .from(hubs)
      .where(sql`${hubs.name} ilike ${pattern}`),
    db
      .select({ id: services.id })
      .from(services)
      .where(sql`${services.name} ilike ${pattern}`),
    scope.kind === "staff"
      ? db
          .select({ id: users.id })
          .from(users)
          .where(sql`${customerSearchText} ilike ${pattern}`)
          .limit(MATCHED_CUSTOMERS_LISTED + 1)
      : Promise.resolve([]),
  ]);
  return {
    hubIds: hubRows.map((row) => row.id),
    serviceIds: serviceRows.map((row) => row.id),
    customerIds: customerRows.length > MATCHED_CUSTOMERS_LISTED ? null : customerRows.map((row) => row.id),
  };
}

/**
 * Text search over the order's number, driver, truck and trailer, its hub's and service's names and, in the
 * staff list, its customer's name and e-mail. Each arm is answered by an index (the trigram indexes, and the
 * hub, service and customer ids, listed when `matches` found them first, else an init-plan finds them), so a
 * search never reads every order.
 */
function searchCondition(scope: OrderListScope, pattern: string, matches: SearchMatches | undefined): SQL {
  const arms: SQL[] = [sql`${orderSearchText} ilike ${pattern}`];
  if (!matches) {
    arms.push(
      sql`${orders.hubId} = any(array(select ${hubs.id} from ${hubs} where ${hubs.name} ilike ${pattern}))`,
      sql`${orders.serviceId} = any(array(select ${services.id} from ${services} where ${services.name} ilike ${pattern}))`,
    );
  } else {
    if (matches.hubIds.length > 0) arms.push(inArray(orders.hubId, matches.hubIds));
    if (matches.serviceIds.length > 0) arms.push(inArray(orders.serviceId, matches.serviceIds));
  }
  if (scope.kind === "staff") {
    if (!matches || matches.customerIds === null) {
      arms.push(
        sql`${orders.customerId} = any(array(select ${users.id} from ${users} where ${customerSearchText} ilike ${pattern}))`,
      );
    } else if (matches.customerIds.length > 0) {
      arms.push(inArray(orders.customerId, matches.customerIds));
    }
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** Local date and hour of the slot start, on the hub's own clock. */
const localStart = sql`(${orders.timeFrom} at time zone ${hubs.timeZone})`;

function conditionsOf(
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
  matches: SearchMatches | undefined,
): SQL[] {
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
  // The local-date filters read the hub's zone, which no index holds; a UTC range around them (hub clocks are
  // within a day of UTC) lets the time indexes find the few days asked for instead of walking every order.
  if (query.dateFrom !== null) {
    conditions.push(sql`${localStart}::date >= ${query.dateFrom}::date`);
    conditions.push(sql`${orders.timeFrom} >= ((${query.dateFrom}::date - 1)::timestamp at time zone 'UTC')`);
  }
  if (query.dateTo !== null) {
    conditions.push(sql`${localStart}::date <= ${query.dateTo}::date`);
    conditions.push(sql`${orders.timeFrom} < ((${query.dateTo}::date + 2)::timestamp at time zone 'UTC')`);
  }
  if (query.timeFromHour !== null)
    conditions.push(gte(sql`extract(hour from ${localStart})`, query.timeFromHour));
  if (query.timeToHour !== null)
    conditions.push(lte(sql`extract(hour from ${localStart})`, query.timeToHour));
  if (query.search) conditions.push(searchCondition(scope, `%${escapeLike(query.search)}%`, matches));
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

/**
 * The page and count queries of a list, unexecuted (the benchmark explains exactly these). `matches` (from
 * searchMatches) puts the ids a search names into the query; without them sub-selects find them.
 */
export function orderPageQueries(
  db: Pick<Database, "select">,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
  matches?: SearchMatches,
) {
  const where = and(...conditionsOf(scope, query, matches));
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
  const queries = orderPageQueries(db, scope, query, await searchMatches(db, scope, query));
  const [rows, totals] = await Promise.all([queries.page, queries.count]);
  return { rows: rows.map((row) => row.order), totalItems: totals[0]?.count ?? 0 };
}

/** From this many orders (PostgreSQL's estimate) the console's unfiltered queue shows an estimated total. */
export const ESTIMATED_QUEUE_TOTAL_FROM = 50_000;

/**
 * The planner's estimate of all orders (pg_class.reltuples, kept by autovacuum and ANALYZE) when the list is the
 * console's queue without any filter and the estimate reaches ESTIMATED_QUEUE_TOTAL_FROM; else null (count).
 * Counting every order reads all of an index (~90 ms at 100,000 orders), more than the page itself.
 */
async function estimatedQueueTotal(
  db: Database,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
): Promise<number | null> {
  if (scope.kind !== "staff" || conditionsOf(scope, query, undefined).length > 0) return null;
  const { rows } = await db.execute<{ estimate: number }>(
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = 'orders'::regclass`,
  );
  const estimate = Math.round(Number(rows[0]?.estimate ?? 0));
  return estimate >= ESTIMATED_QUEUE_TOTAL_FROM ? estimate : null;
}

/** A page of orders as `{ items, totalPages, totalItems, currentPage }` (and `isTotalEstimated` when it is). */
export async function listOrderPage(
  db: Database,
  scope: OrderListScope,
  query: ResolvedOrderListQuery,
  view: { publicApiUrl: string; now: Date },
): Promise<Schemas["OrderPage"]> {
  const estimate = await estimatedQueueTotal(db, scope, query);
  const { rows, totalItems } =
    estimate === null
      ? await queryOrderPage(db, scope, query)
      : {
          rows: (await orderPageQueries(db, scope, query).page).map((row) => row.order),
          totalItems: estimate,
        };
  return {
    items: await toOrders(db, rows, { ...view, forStaff: scope.kind === "staff" }),
    totalPages: countPages(totalItems, query.limit),
    totalItems,
    currentPage: query.page,
    ...(estimate === null ? {} : { isTotalEstimated: true }),
  };
}

/** The most ongoing orders one call answers (the contract's `limit` maximum and default). */
const ONGOING_ORDERS_LIMIT = 20;

/** The customer's active orders whose slot has not ended long ago, soonest first (up to `limit`). */
export async function listOngoingOrders(
  db: Database,
  customerId: number,
  view: { publicApiUrl: string; now: Date },
  limit = ONGOING_ORDERS_LIMIT,
): Promise<Schemas["Order"][]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
    .orderBy(asc(orders.timeFrom), asc(orders.id))
    .limit(Math.min(limit, ONGOING_ORDERS_LIMIT));
  return toOrders(db, rows, view);
}

/**
 * The dashboard chart's counts: the customer's orders booked in the last `weeks` weeks, per booking week (Monday
 * 00:00 UTC, as `bookingWeekStart`) and status now, from one grouped count on the (customer, created) index —
 * instead of a page of orders read, mapped and counted on the portal.
 */
export async function ordersPerWeek(
  db: Pick<Database, "select">,
  customerId: number,
  weeks: number,
  now: Date,
): Promise<Schemas["OrdersPerWeek"]> {
  const [firstWeekStart = ""] = bookingWeekStarts(now.getTime(), weeks);
  const week = sql<string>`to_char(date_trunc('week', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ weekStart: week, status: orders.status, count: count() })
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), gte(orders.createdAt, new Date(`${firstWeekStart}T00:00:00Z`))),
    )
    .groupBy(week, orders.status)
    .orderBy(week, orders.status);
  // orders.status holds only OrderStatus values (the column is typed text).
  return { firstWeekStart, counts: rows.map((row) => ({ ...row, status: row.status as OrderStatus })) };
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
