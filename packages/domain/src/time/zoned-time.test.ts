/// <reference types="node" />
import { afterEach, describe, expect, it } from "vitest";
import {
  addLocalDays,
  assertTimeZone,
  instantOfLocalTime,
  offsetMinutesAt,
  parseLocalDate,
  toEpochMs,
  wallClockOf,
  isKnownTimeZone,
} from "./zoned-time";

describe("assertTimeZone", () => {
  it("accepts IANA zones and rejects unknown ones", () => {
    expect(() => assertTimeZone("America/Toronto")).not.toThrow();
    expect(() => assertTimeZone("Central Standard Time")).toThrow(RangeError);
  });
});

describe("toEpochMs", () => {
  it.each([
    ["2024-06-12T21:30:00Z", Date.UTC(2024, 5, 12, 21, 30)],
    ["2024-06-12T14:30:00.250-07:00", Date.UTC(2024, 5, 12, 21, 30, 0, 250)],
  ])("reads %s", (text, expected) => {
    expect(toEpochMs(text)).toBe(expected);
  });

  it.each(["2024-06-12T21:30:00", "2024-06-12", "yesterday", ""])(
    "refuses %j, which has no explicit offset",
    (text) => {
      expect(() => toEpochMs(text)).toThrow(RangeError);
    },
  );

  it("refuses an invalid Date", () => {
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("parseLocalDate", () => {
  it("splits a calendar date", () => {
    expect(parseLocalDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it.each(["2023-02-29", "2024-13-01", "2024-1-1", "01-02-2024"])("refuses %s", (text) => {
    expect(() => parseLocalDate(text)).toThrow(RangeError);
  });
});

describe("addLocalDays", () => {
  it.each([
    ["2024-02-28", 1, "2024-02-29"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2024-03-01", -1, "2024-02-29"],
  ])("moves %s by %i day(s) to %s", (date, days, expected) => {
    expect(addLocalDays(date, days)).toBe(expected);
  });
});

describe("offsetMinutesAt", () => {
  it.each([
    [Date.UTC(2024, 0, 15), "America/New_York", -300],
    [Date.UTC(2024, 6, 15), "America/New_York", -240],
    [Date.UTC(2024, 6, 15), "America/Denver", -360],
    [Date.UTC(2024, 6, 15), "Pacific/Chatham", 765],
    [Date.UTC(2024, 0, 15), "Pacific/Chatham", 825],
    [Date.UTC(2024, 0, 15), "Australia/Lord_Howe", 660],
    [Date.UTC(2024, 6, 15), "Australia/Lord_Howe", 630],
  ])("gives the offset at %i in %s as %i minutes", (ms, zone, expected) => {
    expect(offsetMinutesAt(ms, zone)).toBe(expected);
  });
});

describe("wallClockOf", () => {
  it("reads the local weekday, hour and minute of an instant", () => {
    const wall = wallClockOf("2024-06-12T21:30:00Z", "America/Los_Angeles");
    expect([wall.format("YYYY-MM-DD HH:mm"), wall.day()]).toEqual(["2024-06-12 14:30", 3]);
  });
});

describe("instantOfLocalTime", () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("resolves a skipped local time to the moment the clocks jump", () => {
    // 02:30 does not exist in New York on 2024-03-10; clocks jump from 02:00 EST to 03:00 EDT at 07:00 UTC.
    expect(instantOfLocalTime("2024-03-10", 2, 30, "America/New_York")).toBe(Date.UTC(2024, 2, 10, 7));
  });

  it("resolves a repeated local time to its first occurrence", () => {
    expect(instantOfLocalTime("2024-11-03", 1, 30, "America/New_York")).toBe(Date.UTC(2024, 10, 3, 5, 30));
  });

  it("gives the same answers whatever zone the machine itself runs in", () => {
    const cases = [
      ["2024-03-10", 3, "America/New_York"],
      ["2024-11-03", 0, "America/Denver"],
      ["2024-09-29", 3, "Pacific/Chatham"],
      ["2024-10-06", 0, "Australia/Lord_Howe"],
    ] as const;
    const answers = (machine: string) => {
      process.env.TZ = machine;
      return cases.map(([date, hour, zone]) => [
        instantOfLocalTime(date, hour, 0, zone),
        wallClockOf(instantOfLocalTime(date, hour, 0, zone), zone).format("YYYY-MM-DD HH:mm d"),
      ]);
    };
    const reference = answers("UTC");
    for (const machine of ["America/New_York", "America/Denver", "Pacific/Chatham", "Australia/Lord_Howe"]) {
      expect(answers(machine)).toEqual(reference);
    }
  });
});

describe("isKnownTimeZone", () => {
  it("takes canonical IANA zones and UTC", () => {
    for (const zone of ["America/Chicago", "America/Los_Angeles", "America/Toronto", "UTC"]) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
  });
  it("refuses abbreviations, links, other spellings and nonsense", () => {
    for (const zone of ["CST", "US/Central", "america/chicago", "Mars/Olympus", "", "UTC\u0000", "../../etc/zone"]) {
      expect(isKnownTimeZone(zone), zone).toBe(false);
    }
  });
});
