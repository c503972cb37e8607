import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  HOUR_LABELS,
  Meridiem,
  clockTimeLabel,
  hourFromLabel,
  hourLabel,
  to12Hour,
  to24Hour,
} from "./hour-labels";

describe("to12Hour", () => {
  it.each([
    [0, 12, Meridiem.AM],
    [1, 1, Meridiem.AM],
    [11, 11, Meridiem.AM],
    [12, 12, Meridiem.PM],
    [13, 1, Meridiem.PM],
    [23, 11, Meridiem.PM],
  ])("maps %i:00 to %i %s", (hour24, hour, meridiem) => {
    expect(to12Hour(hour24)).toEqual({ hour, meridiem });
  });

  it.each([-1, 24, 7.5, Number.NaN])("rejects %s as an hour of the day", (hour) => {
    expect(() => to12Hour(hour)).toThrow(RangeError);
  });
});

describe("to24Hour", () => {
  it.each([
    [12, Meridiem.AM, 0],
    [1, Meridiem.AM, 1],
    [11, Meridiem.AM, 11],
    [12, Meridiem.PM, 12],
    [1, Meridiem.PM, 13],
    [11, Meridiem.PM, 23],
  ])("maps %i %s to %i:00", (hour12, meridiem, expected) => {
    expect(to24Hour(hour12, meridiem)).toBe(expected);
  });

  it.each([0, 13, 2.5])("rejects %s as a 12-hour clock hour", (hour) => {
    expect(() => to24Hour(hour, Meridiem.AM)).toThrow(RangeError);
  });

  it("is the inverse of to12Hour for every hour of the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
        const { hour: hour12, meridiem } = to12Hour(hour);
        expect(to24Hour(hour12, meridiem)).toBe(hour);
      }),
    );
  });
});

describe("hourLabel", () => {
  it.each([
    [0, "12 AM"],
    [6, "6 AM"],
    [12, "12 PM"],
    [15, "3 PM"],
    [23, "11 PM"],
  ])("labels %i:00 as %s", (hour, label) => {
    expect(hourLabel(hour)).toBe(label);
  });
});

describe("HOUR_LABELS", () => {
  it("runs from '12 AM' to '11 PM' in 24 entries", () => {
    expect(HOUR_LABELS).toHaveLength(24);
    expect(HOUR_LABELS[0]).toBe("12 AM");
    expect(HOUR_LABELS[12]).toBe("12 PM");
    expect(HOUR_LABELS[23]).toBe("11 PM");
  });
});

describe("hourFromLabel", () => {
  it.each([
    ["12 AM", 0],
    ["9 AM", 9],
    ["12 PM", 12],
    ["7 PM", 19],
    [" 11  pm ", 23],
  ])("reads %s as hour %i", (label, hour) => {
    expect(hourFromLabel(label)).toBe(hour);
  });

  it.each(["13 PM", "0 AM", "noon", ""])("returns null for %j", (label) => {
    expect(hourFromLabel(label)).toBeNull();
  });

  it("round-trips every hour label", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
        expect(hourFromLabel(hourLabel(hour))).toBe(hour);
      }),
    );
  });
});

describe("clockTimeLabel", () => {
  it("writes hours and minutes on the 12-hour clock", () => {
    expect(clockTimeLabel(7)).toBe("7:00 AM");
    expect(clockTimeLabel(0, 30)).toBe("12:30 AM");
    expect(clockTimeLabel(12)).toBe("12:00 PM");
    expect(clockTimeLabel(21, 5)).toBe("9:05 PM");
  });

  it("refuses an hour outside the day", () => {
    expect(() => clockTimeLabel(24)).toThrow(RangeError);
  });
});
