import { COOKIE_MAX_AGE_SECONDS } from "@freight/domain/app/cookie";
import { extractUtmEntries, type QueryParams } from "@freight/domain/marketing/utm-source";

/** The cookie that keeps the visitor's utm parameters while they browse (app slice utm entries). */
export const TRACKING_COOKIE = "utm";
/** The tracking cookie lives one year. */
export const TRACKING_COOKIE_MAX_AGE_SECONDS = COOKIE_MAX_AGE_SECONDS;

const MAX_ENTRIES = 10;
const MAX_VALUE_LENGTH = 100;

export type UtmEntries = Record<string, string>;

function toQueryParams(searchParams: URLSearchParams): QueryParams {
  const query: Record<string, string[]> = {};
  for (const [key, value] of searchParams) (query[key] ??= []).push(value);
  return query;
}

/**
 * The utm_* parameters of a URL (utm_source lower-cased by the domain rule), bounded in number
 * and length because they end up in a cookie.
 */
export function utmEntriesFrom(searchParams: URLSearchParams): UtmEntries {
  const entries = Object.entries(extractUtmEntries(toQueryParams(searchParams))).slice(0, MAX_ENTRIES);
  return Object.fromEntries(entries.map(([key, value]) => [key, value.slice(0, MAX_VALUE_LENGTH)]));
}

export function serializeUtmEntries(entries: UtmEntries): string {
  return new URLSearchParams(entries).toString();
}

/** Reads the cookie back; anything unreadable counts as no tracking. */
export function parseUtmEntries(cookieValue: string | undefined): UtmEntries {
  if (!cookieValue) return {};
  return utmEntriesFrom(new URLSearchParams(cookieValue));
}
