import { HOUR_LABELS, hourFromLabel } from "../time/hour-labels";
import { FIRST_PAGE, ORDERS_PAGE_SIZE } from "./paging";
import {
  DEFAULT_ORDER_SORT,
  activeOrderSort,
  isOrderSortColumn,
  isSortDirection,
  type OrderSortColumn,
  type SortDirection,
} from "./sort";

/** Largest page size the order lists accept. */
export const MAX_ORDER_LIST_LIMIT = 100;
/** Longest search text the order lists accept. */
export const MAX_ORDER_LIST_SEARCH_LENGTH = 200;

/**
 * The order list query as the portal holds it (GET /orders-for-history, /orders, /orders-for-dashboard).
 * Page is 0-based; dates are 'YYYY-MM-DD'; times are hour labels '12 AM'..'11 PM'.
 */
export interface OrderListQuery {
  readonly page: number;
  readonly limit: number;
  readonly search?: string;
  readonly hubId?: number;
  readonly serviceId?: number;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly timeFrom?: string;
  readonly timeTo?: string;
  readonly sortBy: OrderSortColumn;
  readonly order: SortDirection;
}

/** The query as the API uses it: every field present (null when unfiltered), dateTo derived, hours as 0–23. */
export interface ResolvedOrderListQuery {
  readonly page: number;
  readonly limit: number;
  readonly search: string | null;
  readonly hubId: number | null;
  readonly serviceId: number | null;
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly timeFromHour: number | null;
  readonly timeToHour: number | null;
  readonly sortBy: OrderSortColumn;
  readonly order: SortDirection;
}

/** Query parameter names of the order list calls. */
export type OrderListParamName =
  | "page"
  | "limit"
  | "search"
  | "hubId"
  | "serviceId"
  | "dateFrom"
  | "dateTo"
  | "timeFrom"
  | "timeTo"
  | "sortBy"
  | "order";

/** The order list query on the wire: parameter name → text; feed it to `new URLSearchParams(...)` or a client's `query`. */
export type OrderListSearchParams = Partial<Record<OrderListParamName, string>>;

/** Query parameters as received: a URLSearchParams-like list of pairs, or a parsed query object (values text, numbers or lists). */
export type OrderListQueryParams = Iterable<readonly [string, string]> | Readonly<Record<string, unknown>>;

/** One rejected query parameter and why, worded for a 400 answer. */
export interface OrderListQueryFieldError {
  readonly field: OrderListParamName;
  readonly message: string;
}

/** Outcome of parsing: the resolved query, or every field error found. */
export type OrderListQueryParseResult =
  | { readonly ok: true; readonly query: ResolvedOrderListQuery }
  | { readonly ok: false; readonly errors: readonly OrderListQueryFieldError[] };

/** First page, 7 orders, date descending, no filters. */
export const DEFAULT_ORDER_LIST_QUERY: OrderListQuery = {
  page: FIRST_PAGE,
  limit: ORDERS_PAGE_SIZE,
  ...activeOrderSort(DEFAULT_ORDER_SORT),
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(text: string): boolean {
  const match = isoDate.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

/** The end of the date filter: dateTo when given, otherwise dateFrom (a single day), otherwise none. */
export function resolveDateTo(
  dateFrom: string | null | undefined,
  dateTo: string | null | undefined,
): string | null {
  return dateTo || dateFrom || null;
}

function hourParam(label: string | undefined, field: "timeFrom" | "timeTo"): number | undefined {
  if (label === undefined || label.trim() === "") return undefined;
  const hour = hourFromLabel(label);
  if (hour === null) {
    throw new RangeError(
      `${field} must be an hour label from "${HOUR_LABELS[0]}" to "${HOUR_LABELS[23]}", got "${label}"`,
    );
  }
  return hour;
}

/** The query as a client sends it to the API's list calls: numbers as numbers, hours as 0–23, dateTo derived. */
export interface OrderListRequest {
  page: number;
  limit: number;
  search?: string;
  hubId?: number;
  serviceId?: number;
  dateFrom?: string;
  dateTo?: string;
  timeFrom?: number;
  timeTo?: number;
  sortBy: OrderSortColumn;
  order: SortDirection;
}

/**
 * The request for the API's order lists: empty filters left out, dateTo derived from dateFrom, hour labels sent
 * as 0–23. Throws a RangeError for an unknown hour label.
 */
export function toOrderListRequest(query: OrderListQuery): OrderListRequest {
  const request: OrderListRequest = {
    page: query.page,
    limit: query.limit,
    sortBy: query.sortBy,
    order: query.order,
  };
  const search = query.search?.trim();
  if (search) request.search = search;
  if (query.hubId !== undefined) request.hubId = query.hubId;
  if (query.serviceId !== undefined) request.serviceId = query.serviceId;
  if (query.dateFrom) request.dateFrom = query.dateFrom;
  const dateTo = resolveDateTo(query.dateFrom, query.dateTo);
  if (dateTo) request.dateTo = dateTo;
  const timeFrom = hourParam(query.timeFrom, "timeFrom");
  if (timeFrom !== undefined) request.timeFrom = timeFrom;
  const timeTo = hourParam(query.timeTo, "timeTo");
  if (timeTo !== undefined) request.timeTo = timeTo;
  return request;
}

/** The same request as URL search parameters (every value a string). */
export function toOrderListSearchParams(query: OrderListQuery): OrderListSearchParams {
  const request = toOrderListRequest(query);
  const params: OrderListSearchParams = {};
  for (const [name, value] of Object.entries(request) as [
    OrderListParamName,
    string | number | undefined,
  ][]) {
    if (value !== undefined) params[name] = String(value);
  }
  return params;
}

function collectParams(params: OrderListQueryParams): Map<string, unknown[]> {
  const collected = new Map<string, unknown[]>();
  const add = (name: string, value: unknown): void => {
    const values = Array.isArray(value) ? (value as unknown[]) : [value];
    collected.set(name, [...(collected.get(name) ?? []), ...values]);
  };
  if (Symbol.iterator in params) {
    for (const [name, value] of params as Iterable<readonly [string, string]>) add(name, value);
  } else {
    for (const [name, value] of Object.entries(params)) if (value !== undefined) add(name, value);
  }
  return collected;
}

const wholeNumber = /^\d+$/;

function toWholeNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value === "string" && wholeNumber.test(value.trim())) {
    const parsed = Number(value.trim());
    return Number.isSafeInteger(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Parses order list query parameters (API side): fills defaults (page 0, limit 7, date descending), derives dateTo
 * from dateFrom, and reports every invalid field with a human-readable message. Unknown parameters are ignored.
 */
export function parseOrderListQuery(params: OrderListQueryParams): OrderListQueryParseResult {
  const collected = collectParams(params);
  const errors: OrderListQueryFieldError[] = [];
  const fail = (field: OrderListParamName, message: string): null => {
    errors.push({ field, message });
    return null;
  };

  // Returns the single given value as trimmed text, undefined when absent or blank, null after recording an error.
  const text = (field: OrderListParamName): string | undefined | null => {
    const values = (collected.get(field) ?? []).filter(
      (value) => value !== null && String(value).trim() !== "",
    );
    if (values.length === 0) return undefined;
    if (values.length > 1) return fail(field, `${field} must be given at most once`);
    const [value] = values;
    if (typeof value !== "string" && typeof value !== "number")
      return fail(field, `${field} must be a single value`);
    return String(value).trim();
  };
  const whole = (
    field: OrderListParamName,
    minimum: number,
    maximum: number,
    rule: string,
  ): number | undefined | null => {
    const raw = text(field);
    if (raw === undefined || raw === null) return raw;
    const value = toWholeNumber(raw);
    return value !== null && value >= minimum && value <= maximum
      ? value
      : fail(field, `${field} must be ${rule}, got "${raw}"`);
  };
  const date = (field: "dateFrom" | "dateTo"): string | undefined | null => {
    const raw = text(field);
    if (raw === undefined || raw === null) return raw;
    return isIsoDate(raw)
      ? raw
      : fail(field, `${field} must be a calendar date written YYYY-MM-DD, got "${raw}"`);
  };

  const page = whole("page", 0, Number.MAX_SAFE_INTEGER, "a whole number of at least 0");
  const limit = whole("limit", 1, MAX_ORDER_LIST_LIMIT, `a whole number from 1 to ${MAX_ORDER_LIST_LIMIT}`);
  const search = text("search");
  if (search && search.length > MAX_ORDER_LIST_SEARCH_LENGTH) {
    fail("search", `search must be at most ${MAX_ORDER_LIST_SEARCH_LENGTH} characters`);
  }
  const hubId = whole("hubId", 1, Number.MAX_SAFE_INTEGER, "a positive whole number");
  const serviceId = whole("serviceId", 1, Number.MAX_SAFE_INTEGER, "a positive whole number");
  const dateFrom = date("dateFrom");
  const dateTo = date("dateTo");
  const timeFromHour = whole("timeFrom", 0, 23, "an hour from 0 to 23");
  const timeToHour = whole("timeTo", 0, 23, "an hour from 0 to 23");
  const sortBy = text("sortBy");
  if (sortBy && !isOrderSortColumn(sortBy))
    fail("sortBy", `sortBy must be date or fbNumber, got "${sortBy}"`);
  const order = text("order");
  if (order && !isSortDirection(order)) fail("order", `order must be asc or desc, got "${order}"`);

  const resolvedDateTo = resolveDateTo(dateFrom, dateTo);
  if (dateFrom && resolvedDateTo && resolvedDateTo < dateFrom)
    fail("dateTo", "dateTo must not be before dateFrom");
  if (typeof timeFromHour === "number" && typeof timeToHour === "number" && timeToHour < timeFromHour) {
    fail("timeTo", "timeTo must not be before timeFrom");
  }
  if (errors.length > 0) return { ok: false, errors };

  return {
    ok: true,
    query: {
      page: page ?? DEFAULT_ORDER_LIST_QUERY.page,
      limit: limit ?? DEFAULT_ORDER_LIST_QUERY.limit,
      search: search ?? null,
      hubId: hubId ?? null,
      serviceId: serviceId ?? null,
      dateFrom: dateFrom ?? null,
      dateTo: resolvedDateTo,
      timeFromHour: timeFromHour ?? null,
      timeToHour: timeToHour ?? null,
      sortBy: isOrderSortColumn(sortBy) ? sortBy : DEFAULT_ORDER_LIST_QUERY.sortBy,
      order: isSortDirection(order) ? order : DEFAULT_ORDER_LIST_QUERY.order,
    },
  };
}
