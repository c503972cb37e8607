/** A value of Next's `searchParams`: absent, once, or repeated. */
export type SearchParamValue = string | string[] | undefined;

/** What a page reads its query from: Next's `searchParams`, or no query at all (a first-visit route). */
export interface PageQuery {
  searchParams: Promise<Record<string, SearchParamValue>>;
}

/** The query of a page asked for without one. */
export const NO_QUERY: PageQuery["searchParams"] = Promise.resolve({});

/** The first value of a parameter, trimmed; undefined when absent or blank. */
export function readText(value: SearchParamValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/** A 0-based page number from the URL; anything that is not a whole number of at least 0 means page 0. */
export function readPage(value: SearchParamValue): number {
  const text = readText(value);
  if (!text || !/^\d+$/.test(text)) return 0;
  const page = Number(text);
  return Number.isSafeInteger(page) ? page : 0;
}

/** Positive whole-number ids from a repeated parameter (`category=1&category=3`), without duplicates. */
export function readIds(value: SearchParamValue): number[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const ids = values.filter((text) => /^\d+$/.test(text.trim())).map((text) => Number(text.trim()));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

/** A query string from parameters, leaving out empty values; repeated values become repeated keys. */
export function toQueryString(params: Record<string, string | number | readonly (string | number)[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== "") query.append(key, String(item));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
