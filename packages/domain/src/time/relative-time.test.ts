import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRelativeTime, RelativeTimeLabel } from "./relative-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = "2024-05-15T18:00:00.000Z";
const nowMs = Date.parse(NOW);
const ago = (ms: number): string => new Date(nowMs - ms).toISOString();

const DATE_PATTERN = /^\d{2} [A-Z][a-z]{2}, \d{4}$/;
const BUCKETS = [
  RelativeTimeLabel.JustNow,
  RelativeTimeLabel.Recently,
  RelativeTimeLabel.FewHoursAgo,
  RelativeTimeLabel.Today,
  RelativeTimeLabel.Yesterday,
];
const bucketRank = (label: string): number =>
  DATE_PATTERN.test(label) ? BUCKETS.length : BUCKETS.indexOf(label as never);

const TIME_ZONES = [
  "UTC",
  "America/Los_Angeles",
  "America/Denver",
  "America/Toronto",
  "Asia/Kolkata",
  "Australia/Lord_Howe",
];

describe("formatRelativeTime", () => {
  it.each([
    ["shows under 5 minutes as Just now", 4 * MINUTE + 59_000, "Just now"],
    ["shows the very same instant as Just now", 0, "Just now"],
    ["shows exactly 5 minutes as Recently", 5 * MINUTE, "Recently"],
    ["shows 119 minutes as Recently", 119 * MINUTE, "Recently"],
    ["shows exactly 120 minutes as Few hours ago", 120 * MINUTE, "Few hours ago"],
    ["shows 3 h 59 min as Few hours ago", 4 * HOUR - MINUTE, "Few hours ago"],
    ["shows 4 hours earlier the same day as Today", 4 * HOUR, "Today"],
    ["shows 18 hours earlier, at midnight, as Today", 18 * HOUR, "Today"],
    ["shows the previous calendar day as Yesterday", 18 * HOUR + 1, "Yesterday"],
    ["shows two days ago as a DD MMM, YYYY date", 48 * HOUR, "13 May, 2024"],
  ])("%s", (_rule, elapsedMs, expected) => {
    expect(formatRelativeTime(ago(elapsedMs), NOW)).toBe(expected);
  });

  it("shows a timestamp a little in the future (clock skew) as Just now", () => {
    expect(formatRelativeTime(new Date(nowMs + 30_000), NOW)).toBe("Just now");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(formatRelativeTime(new Date(nowMs - 10 * MINUTE), nowMs)).toBe("Recently");
  });

  it("reads a server timestamp without an offset as UTC", () => {
    expect(formatRelativeTime("2024-05-15T17:58:00", NOW)).toBe("Just now");
  });

  it("compares calendar days in the given time zone", () => {
    const timestamp = "2024-03-10T06:00:00Z";
    const now = "2024-03-10T12:00:00Z";
    expect(formatRelativeTime(timestamp, now)).toBe("Today");
    expect(formatRelativeTime(timestamp, now, "America/Los_Angeles")).toBe("Yesterday");
  });

  it("prints the date in the given time zone", () => {
    expect(formatRelativeTime("2024-01-02T03:00:00Z", "2024-01-10T12:00:00Z", "America/Denver")).toBe(
      "01 Jan, 2024",
    );
  });

  it("counts yesterday across a 23-hour DST day", () => {
    // 2024-03-10 is 23 hours long in Los Angeles: from 00:30 PST on the 10th to 00:30 PDT on the 11th is 23 hours.
    expect(formatRelativeTime("2024-03-10T08:30:00Z", "2024-03-11T07:30:00Z", "America/Los_Angeles")).toBe(
      "Yesterday",
    );
    expect(formatRelativeTime("2024-03-10T07:30:00Z", "2024-03-11T07:30:00Z", "America/Los_Angeles")).toBe(
      "09 Mar, 2024",
    );
  });

  it("gives an empty string for an unreadable timestamp", () => {
    expect(formatRelativeTime("not a date", NOW)).toBe("");
    expect(formatRelativeTime(NOW, Number.NaN)).toBe("");
  });

  const instant = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2040-01-01T00:00:00Z"),
    noInvalidDate: true,
  });
  const zone = fc.constantFrom(...TIME_ZONES);

  it("always picks exactly one bucket", () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -4 * MINUTE, max: 30 * 24 * HOUR }),
        zone,
        (timestamp, elapsed, timeZone) => {
          const label = formatRelativeTime(timestamp, timestamp.getTime() + elapsed, timeZone);
          const matches = [
            ...BUCKETS.filter((bucket) => bucket === label),
            ...(DATE_PATTERN.test(label) ? [label] : []),
          ];
          expect(matches).toHaveLength(1);
        },
      ),
    );
  });

  it("never moves to a more recent bucket as now moves forward", () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 4 * 24 * HOUR }),
        fc.integer({ min: 0, max: 4 * 24 * HOUR }),
        zone,
        (timestamp, firstElapsed, step, timeZone) => {
          const earlier = formatRelativeTime(timestamp, timestamp.getTime() + firstElapsed, timeZone);
          const later = formatRelativeTime(timestamp, timestamp.getTime() + firstElapsed + step, timeZone);
          expect(bucketRank(later)).toBeGreaterThanOrEqual(bucketRank(earlier));
        },
      ),
    );
  });
});
