/**
 * Coercions for server JSON. Mappers never trust the shape they receive:
 * a missing or mistyped value falls back to the spec's default instead of throwing.
 */

/** A plain JSON object as it arrives from the server. */
export type ServerRecord = Record<string, unknown>;

/** Returns the value as a string: strings as they are, finite numbers and booleans as text, anything else the fallback. */
export function asString(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return String(value);
  return fallback;
}

/** Returns the value as a finite number: numbers and numeric strings are accepted, anything else is the fallback. */
export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : fallback;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** Returns the value as an integer (money in cents, ids, counts): non-integers are rounded, non-numbers fall back. */
export function asInteger(value: unknown, fallback = 0): number {
  const numeric = asNumber(value, fallback);
  return Number.isSafeInteger(Math.round(numeric)) ? Math.round(numeric) : fallback;
}

/** Returns the value as a boolean: booleans and the strings "true"/"false" are accepted, anything else is the fallback. */
export function asBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return fallback;
}

/** Returns the value if it is a plain object (not an array, not null), otherwise an empty object. */
export function asRecord(value: unknown): ServerRecord {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as ServerRecord;
  return {};
}

/** Returns the value if it is an array, otherwise an empty array. */
export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}
