/**
 * Every time a person reads is shown on the clock of the place it happens, with that zone's abbreviation:
 * "02 Dec, 2026, 4:00 PM PST". One formatter for the three apps, PDFs, e-mails, calendar files and CSV exports,
 * so one moment reads the same everywhere, whatever zone the server or the reader's device is in. Dates follow
 * the spec's `DD MMM, YYYY`, always with the year; times are real 12-hour times ("4:00 PM", never "16:00 PM").
 */
import { DateFormat } from "./formats";
import { addLocalDays, instantOfLocalTime, toEpochMs, wallClockOf, type InstantInput } from "./zoned-time";

const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's abbreviation at that instant: "PST" in winter and "PDT" in summer for Los Angeles, "EST"/"EDT" for
 * New York. A zone without a common English abbreviation is written as its offset ("GMT+1").
 */
export function timeZoneAbbreviation(instant: InstantInput | number, timeZone: string): string {
  let format = abbreviationFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
    abbreviationFormats.set(timeZone, format);
  }
  const epochMs = typeof instant === "number" ? instant : toEpochMs(instant);
  return format.formatToParts(epochMs).find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "02 Dec, 2026" on the zone's calendar. */
export function formatZonedDate(instant: InstantInput, timeZone: string): string {
  return wallClockOf(instant, timeZone).format(DateFormat.displayDate);
}

/** "4:00 PM PST" on the zone's clock. */
export function formatZonedTime(instant: InstantInput, timeZone: string): string {
  return `${wallClockOf(instant, timeZone).format(DateFormat.clockTime)} ${timeZoneAbbreviation(instant, timeZone)}`;
}

/** "02 Dec, 2026, 4:00 PM PST": a moment as a person at the place reads it. */
export function formatZonedDateTime(instant: InstantInput, timeZone: string): string {
  return `${formatZonedDate(instant, timeZone)}, ${formatZonedTime(instant, timeZone)}`;
}

/**
 * "02 Dec, 2026, 9:00 AM – 12:00 PM PST": a slot or window on the zone's clock. A window that crosses midnight
 * names both dates, and one that crosses a clock change names both abbreviations.
 */
export function formatZonedRange(from: InstantInput, to: InstantInput, timeZone: string): string {
  const start = wallClockOf(from, timeZone);
  const end = wallClockOf(to, timeZone);
  const startZone = timeZoneAbbreviation(from, timeZone);
  const endZone = timeZoneAbbreviation(to, timeZone);
  const startText = `${start.format(DateFormat.displayDate)}, ${start.format(DateFormat.clockTime)}`;
  const sameDay = start.format(DateFormat.isoDate) === end.format(DateFormat.isoDate);
  const endTime = end.format(DateFormat.clockTime);
  const endText = sameDay ? endTime : `${end.format(DateFormat.displayDate)}, ${endTime}`;
  return startZone === endZone
    ? `${startText} – ${endText} ${endZone}`
    : `${startText} ${startZone} – ${endText} ${endZone}`;
}

/** "02 Dec, 2026" of a calendar date as the API sends it ("2026-12-02"), with no zone to convert. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return wallClockOf(`${date}T12:00:00Z`, "UTC").format(DateFormat.displayDate);
}

/**
 * The abbreviations a zone's clock shows during one local day ("2026-12-02"): "PST", or "PST/PDT" on the day the
 * clocks change. For a text that names a day's times once ("Times are local to the hub (PST)").
 */
export function timeZoneAbbreviationsOfDay(date: string, timeZone: string): string {
  const start = instantOfLocalTime(date, 0, 0, timeZone);
  const end = instantOfLocalTime(addLocalDays(date, 1), 0, 0, timeZone) - 1;
  const names = [timeZoneAbbreviation(start, timeZone), timeZoneAbbreviation(end, timeZone)];
  return [...new Set(names)].join("/");
}

const GENERIC_NAME_INSTANT = Date.UTC(2026, 0, 15);
const genericNames = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat }>();

/**
 * A zone as a reader knows it when no moment is in view (a hub's page): its generic name and abbreviation,
 * "Pacific Time (PT)", "Eastern Time (ET)", "Mountain Standard Time (MST)" where the clocks never change, and
 * plain "UTC". Never the raw IANA name. Given a year, the abbreviations its clocks show over that year instead:
 * "Pacific Time (PST/PDT)". A time itself is written with the abbreviation of its moment.
 */
export function describeTimeZone(timeZone: string, year?: number): string {
  if (timeZone === "UTC") return "UTC";
  let formats = genericNames.get(timeZone);
  if (!formats) {
    formats = {
      long: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }),
      short: new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" }),
    };
    genericNames.set(timeZone, formats);
  }
  // Generic names do not change with the seasons, only with a zone's rules (Berlin without summer time in 1970
  // was "Central European Standard Time"): read at one fixed recent instant, so the answer never follows the clock.
  const nameOf = (format: Intl.DateTimeFormat) =>
    format.formatToParts(GENERIC_NAME_INSTANT).find((part) => part.type === "timeZoneName")?.value ??
    timeZone;
  const name = nameOf(formats.long);
  if (year !== undefined) {
    const seasons = [Date.UTC(year, 0, 15, 12), Date.UTC(year, 6, 15, 12)].map((instant) =>
      timeZoneAbbreviation(instant, timeZone),
    );
    return `${name} (${[...new Set(seasons)].join("/")})`;
  }
  const abbreviation = nameOf(formats.short);
  // Where English has no abbreviation, Intl repeats a name ("Germany Time"): the name alone then.
  return /\s/.test(abbreviation) || abbreviation === name ? name : `${name} (${abbreviation})`;
}
