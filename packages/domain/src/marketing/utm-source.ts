import { type TrackingPhoneBook, trackingPhoneFor } from "./tracking-phone";

/** A query as frameworks hand it over: a key may repeat (array) or be missing. */
export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The query key of the tracking source. */
export const UTM_SOURCE_KEY = "utm_source";

/** The prefix of every tracking query key. */
export const UTM_KEY_PREFIX = "utm_";

function firstValue(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === "string" ? value : value?.[0];
}

/** The utm source as stored: trimmed and lower-cased ("" when missing). */
export function normalizeUtmSource(value: string | readonly string[] | undefined): string {
  return (firstValue(value) ?? "").trim().toLowerCase();
}

/** The utm_* entries of a query (first value of a repeated key), with utm_source lower-cased; empty values are dropped. */
export function extractUtmEntries(query: QueryParams): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(UTM_KEY_PREFIX)) continue;
    const value = key === UTM_SOURCE_KEY ? normalizeUtmSource(raw) : (firstValue(raw) ?? "").trim();
    if (value !== "") entries[key] = value;
  }
  return entries;
}

/** The website phone for a utm source (lower-cased first), or the general number for an untracked source. */
export function websitePhoneForUtmSource(
  utmSource: string | readonly string[] | undefined,
  phoneBook: TrackingPhoneBook,
  generalPhone: string,
): string {
  const source = normalizeUtmSource(utmSource);
  return trackingPhoneFor(source === "" ? undefined : source, phoneBook, generalPhone);
}
