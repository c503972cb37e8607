import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatZonedDate,
  formatZonedDateTime,
  formatZonedRange,
  formatZonedTime,
  describeTimeZone,
  timeZoneAbbreviation,
  timeZoneAbbreviationsOfDay,
} from "./hub-clock";

describe("timeZoneAbbreviation", () => {
  it("names the zone as people there say it, summer and winter", () => {
    expect(timeZoneAbbreviation("2026-12-02T20:58:00Z", "America/Los_Angeles")).toBe("PST");
    expect(timeZoneAbbreviation("2026-07-02T20:58:00Z", "America/Los_Angeles")).toBe("PDT");
    expect(timeZoneAbbreviation("2026-12-02T20:58:00Z", "America/New_York")).toBe("EST");
    expect(timeZoneAbbreviation("2026-07-02T20:58:00Z", "America/Denver")).toBe("MDT");
    expect(timeZoneAbbreviation("2026-07-02T20:58:00Z", "America/Toronto")).toBe("EDT");
  });
});

describe("formatZonedDateTime", () => {
  it("shows one moment on the hub's clock with its abbreviation, whatever the reader's zone", () => {
    expect(formatZonedDateTime("2026-12-02T20:58:00Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 12:58 PM PST",
    );
    expect(formatZonedDateTime("2026-12-02T20:58:00Z", "America/New_York")).toBe("02 Dec, 2026, 3:58 PM EST");
  });

  it("writes real 12-hour times: midnight is 12:00 AM and 4 in the afternoon is 4:00 PM", () => {
    expect(formatZonedTime("2026-12-03T08:00:00Z", "America/Los_Angeles")).toBe("12:00 AM PST");
    expect(formatZonedTime("2026-12-03T00:00:00Z", "America/Los_Angeles")).toBe("4:00 PM PST");
  });

  it("puts the date on the hub's calendar, not UTC's", () => {
    expect(formatZonedDate("2026-12-03T03:00:00Z", "America/Los_Angeles")).toBe("02 Dec, 2026");
  });
});

describe("formatZonedRange", () => {
  it("writes a slot as one date, two times and the zone", () => {
    expect(formatZonedRange("2026-12-02T17:00:00Z", "2026-12-02T20:00:00Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 9:00 AM – 12:00 PM PST",
    );
  });

  it("names both dates across midnight and both abbreviations across a clock change", () => {
    expect(formatZonedRange("2026-12-03T06:00:00Z", "2026-12-03T09:00:00Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 10:00 PM – 03 Dec, 2026, 1:00 AM PST",
    );
    // 1 Nov 2026: Los Angeles falls back at 2:00 PDT to 1:00 PST.
    expect(formatZonedRange("2026-11-01T07:00:00Z", "2026-11-01T11:00:00Z", "America/Los_Angeles")).toBe(
      "01 Nov, 2026, 12:00 AM PDT – 3:00 AM PST",
    );
  });
});

describe("formatCalendarDate", () => {
  it("writes an API calendar date the spec's way, and leaves anything else as it is", () => {
    expect(formatCalendarDate("2026-12-02")).toBe("02 Dec, 2026");
    expect(formatCalendarDate("soon")).toBe("soon");
  });
});

describe("timeZoneAbbreviationsOfDay", () => {
  it("names the one abbreviation of an ordinary day and both on the days the clocks change", () => {
    expect(timeZoneAbbreviationsOfDay("2026-12-02", "America/Los_Angeles")).toBe("PST");
    expect(timeZoneAbbreviationsOfDay("2026-03-08", "America/Los_Angeles")).toBe("PST/PDT");
    expect(timeZoneAbbreviationsOfDay("2026-11-01", "America/New_York")).toBe("EDT/EST");
    expect(timeZoneAbbreviationsOfDay("2026-07-04", "UTC")).toBe("UTC");
  });
});

describe("describeTimeZone", () => {
  it("names a zone as readers know it with its generic abbreviation, never the raw IANA name", () => {
    expect(describeTimeZone("America/Los_Angeles")).toBe("Pacific Time (PT)");
    expect(describeTimeZone("America/Toronto")).toBe("Eastern Time (ET)");
    expect(describeTimeZone("America/Phoenix")).toBe("Mountain Standard Time (MST)");
    expect(describeTimeZone("Europe/Berlin")).toBe("Central European Time");
    expect(describeTimeZone("UTC")).toBe("UTC");
  });

  it("names the abbreviations a zone's clocks show over a year when given one", () => {
    expect(describeTimeZone("America/Los_Angeles", 2026)).toBe("Pacific Time (PST/PDT)");
    expect(describeTimeZone("America/Toronto", 2026)).toBe("Eastern Time (EST/EDT)");
    expect(describeTimeZone("America/Phoenix", 2026)).toBe("Mountain Standard Time (MST)");
    expect(describeTimeZone("UTC", 2026)).toBe("UTC");
  });
});

describe("formatZonedDateTime in UTC", () => {
  it("writes a time tied to no hub with the word UTC", () => {
    expect(formatZonedDateTime("2026-12-02T20:58:00Z", "UTC")).toBe("02 Dec, 2026, 8:58 PM UTC");
  });
});
