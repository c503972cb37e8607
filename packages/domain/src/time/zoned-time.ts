import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

// Zone offsets come from Intl directly rather than dayjs's timezone plugin: its dayjs.tz(text, zone)
// reads the current clock to pick an offset and parses through the machine's own zone, and each
// .tz() call builds a new formatter (about 15 times slower). dayjs only reads and formats wall clocks.
dayjs.extend(utc);

/** An instant: a Date or an ISO 8601 string with an explicit offset ("Z" or "+02:00"). */
export type InstantInput = Date | string;

/** A local calendar date split into its parts (month is 1-12). */
export interface LocalDateParts {
  year: number;
  month: number;
  day: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// A string without an offset would be read in the machine's own zone; rules must not depend on it.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
    }
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws a RangeError unless the text is an IANA time zone this runtime knows. */
export function assertTimeZone(timeZone: string): void {
  wallClockFormatter(timeZone);
}

/** Milliseconds since the epoch of an instant; throws a RangeError for an invalid date or an ISO string without offset. */
export function toEpochMs(instant: InstantInput): number {
  const ms =
    typeof instant === "string"
      ? ISO_INSTANT.test(instant)
        ? Date.parse(instant)
        : Number.NaN
      : instant.getTime();
  if (Number.isNaN(ms)) {
    throw new RangeError(
      `Not a valid instant (ISO 8601 with Z or an offset): ${JSON.stringify(String(instant))}`,
    );
  }
  return ms;
}

/** Splits a 'YYYY-MM-DD' local date; throws a RangeError unless it is a real calendar date. */
export function parseLocalDate(date: string): LocalDateParts {
  const match = LOCAL_DATE.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new RangeError(`Not a calendar date in YYYY-MM-DD form: ${JSON.stringify(date)}`);
}

/** The 'YYYY-MM-DD' local date a number of days after (or before, when negative) another. */
export function addLocalDays(date: string, days: number): string {
  const { year, month, day } = parseLocalDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The zone's offset from UTC in whole minutes at an instant (e.g. -300 for New York in winter). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(epochMs));
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  // Some ICU versions print midnight as hour 24.
  const wall = Date.UTC(
    field("year"),
    field("month") - 1,
    field("day"),
    field("hour") % 24,
    field("minute"),
    field("second"),
  );
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return Math.round((wall - wholeSecond) / MINUTE_MS);
}

/**
 * The zone's wall-clock reading of an instant, as a UTC-mode dayjs: read its fields (hour(),
 * day()) or format() it, but do not treat it as the instant itself. A UTC-mode dayjs is used
 * because dayjs's utcOffset() goes through the machine's own zone and shifts near its DST days.
 */
export function wallClockOf(instant: InstantInput | number, timeZone: string): dayjs.Dayjs {
  const ms = typeof instant === "number" ? instant : toEpochMs(instant);
  return dayjs.utc(wallClockMs(ms, timeZone));
}

function wallClockMs(epochMs: number, timeZone: string): number {
  return epochMs + offsetMinutesAt(epochMs, timeZone) * MINUTE_MS;
}

/**
 * The UTC instant (epoch ms) of a local wall-clock time in a zone.
 * - A time that occurs twice (clocks fall back) resolves to its first, earlier occurrence.
 * - A time that does not exist (clocks spring forward over it) resolves to the next valid
 *   instant: the moment the clocks jump, e.g. 02:00 on a US spring-forward day is 03:00.
 */
export function instantOfLocalTime(date: string, hour: number, minute: number, timeZone: string): number {
  assertTimeZone(timeZone);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError(`hour must be 0-23, got ${hour}`);
  if (!Number.isInteger(minute) || minute < 0 || minute > 59)
    throw new RangeError(`minute must be 0-59, got ${minute}`);
  const { year, month, day } = parseLocalDate(date);
  const wall = Date.UTC(year, month - 1, day, hour, minute);

  // At most one transition happens within a day of the wall time, so these offsets cover every candidate.
  const offsets = new Set([-DAY_MS, 0, DAY_MS].map((shift) => offsetMinutesAt(wall + shift, timeZone)));
  const candidates = [...offsets].map((offset) => wall - offset * MINUTE_MS);
  const valid = candidates.filter((candidate) => wallClockMs(candidate, timeZone) === wall);
  if (valid.length > 0) return Math.min(...valid);

  // In a gap: find the first instant whose wall clock reads at or after the wanted time.
  let before = Math.min(...candidates);
  let after = Math.max(...candidates);
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClockMs(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return after;
}

/**
 * Whether a hub may be given this time zone: a canonical IANA name the runtime knows ("America/Chicago"), or "UTC".
 * Abbreviations ("CST") and links ("US/Central") are refused, so every hub's zone is spelled one way.
 */
export function isKnownTimeZone(name: string): boolean {
  if (name === "UTC") return true;
  return Intl.supportedValuesOf("timeZone").includes(name);
}
