import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChargeKind } from "../catalog/charge-kind";
import {
  type WeeklyOpeningHours,
  chargeKindFor,
  clockTimeToMinutes,
  isOpenAt,
  OUTSIDE_HOURS_REASON,
  weeklyOpeningHoursFromRows,
  weeklyHoursProblem,
} from "./opening-hours";
import { listDaySlots } from "./time-slots";

/** The spec's sample: 8:00 AM to 7:00 PM on weekdays, closed at the weekend. */
const WEEKDAYS_8_TO_19: WeeklyOpeningHours = {
  roundTheClock: false,
  days: {
    0: null,
    1: { open: "08:00", close: "19:00" },
    2: { open: "08:00", close: "19:00" },
    3: { open: "08:00", close: "19:00" },
    4: { open: "08:00", close: "19:00" },
    5: { open: "08:00", close: "19:00" },
    6: null,
  },
};

const NIGHT_SHIFT: WeeklyOpeningHours = {
  roundTheClock: false,
  days: { 0: null, 1: null, 2: null, 3: null, 4: null, 5: { open: "22:00", close: "06:00" }, 6: null },
};

describe("clockTimeToMinutes", () => {
  it.each([
    ["00:00", 0],
    ["08:00", 480],
    ["19:30", 1170],
    ["23:59:00", 1439],
  ])("reads %s as %i minutes after midnight", (time, minutes) => {
    expect(clockTimeToMinutes(time)).toBe(minutes);
  });

  it("accepts 24:00 only as a closing time", () => {
    expect(clockTimeToMinutes("24:00", { allowEndOfDay: true })).toBe(1440);
    expect(() => clockTimeToMinutes("24:00")).toThrow(RangeError);
  });

  it.each(["8:00", "25:00", "12:60", "noon", ""])("rejects %j", (time) => {
    expect(() => clockTimeToMinutes(time)).toThrow(RangeError);
  });
});

describe("isOpenAt", () => {
  // Denver, Wednesday 2024-06-12 (MDT, UTC-6).
  it.each([
    ["2024-06-12T13:59:00Z", false], // 07:59
    ["2024-06-12T14:00:00Z", true], // 08:00 opening
    ["2024-06-13T00:59:00Z", true], // 18:59
    ["2024-06-13T01:00:00Z", false], // 19:00 closing
    ["2024-06-15T16:00:00Z", false], // Saturday 10:00
  ])("judges %s on the hub's wall clock: open %s", (instant, expected) => {
    expect(isOpenAt({ instant, timeZone: "America/Denver", hours: WEEKDAYS_8_TO_19 })).toBe(expected);
  });

  it("keeps the local opening time across a DST change (08:00 is 15:00 UTC in winter, 14:00 in summer)", () => {
    const hours = WEEKDAYS_8_TO_19;
    expect(isOpenAt({ instant: "2024-03-08T15:00:00Z", timeZone: "America/Denver", hours })).toBe(true); // Fri 08:00 MST
    expect(isOpenAt({ instant: "2024-03-08T14:30:00Z", timeZone: "America/Denver", hours })).toBe(false); // 07:30 MST
    expect(isOpenAt({ instant: "2024-03-11T14:00:00Z", timeZone: "America/Denver", hours })).toBe(true); // Mon 08:00 MDT
  });

  it("continues hours that close after midnight into the next morning", () => {
    // Friday 22:00 to Saturday 06:00 in New York (EDT, UTC-4).
    expect(
      isOpenAt({ instant: "2024-06-15T01:59:00Z", timeZone: "America/New_York", hours: NIGHT_SHIFT }),
    ).toBe(false); // Fri 21:59
    expect(
      isOpenAt({ instant: "2024-06-15T02:00:00Z", timeZone: "America/New_York", hours: NIGHT_SHIFT }),
    ).toBe(true); // Fri 22:00
    expect(
      isOpenAt({ instant: "2024-06-15T09:59:00Z", timeZone: "America/New_York", hours: NIGHT_SHIFT }),
    ).toBe(true); // Sat 05:59
    expect(
      isOpenAt({ instant: "2024-06-15T10:00:00Z", timeZone: "America/New_York", hours: NIGHT_SHIFT }),
    ).toBe(false); // Sat 06:00
  });

  it("treats a round-the-clock hub as always open", () => {
    const hours = { ...WEEKDAYS_8_TO_19, roundTheClock: true };
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(isOpenAt({ instant, timeZone: "America/Toronto", hours })).toBe(true);
        },
      ),
    );
  });

  it("treats a hub closed every day as never open", () => {
    const hours = weeklyOpeningHoursFromRows([]);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2020-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        (instant) => {
          expect(isOpenAt({ instant, timeZone: "America/Los_Angeles", hours })).toBe(false);
        },
      ),
    );
  });
});

describe("chargeKindFor", () => {
  const callOutOnly = { afterHours: false, callFee: true, roundTheClock: false };
  const afterHoursStaff = { afterHours: true, callFee: false, roundTheClock: false };
  const neither = { afterHours: false, callFee: false, roundTheClock: false };
  const charge = (startsAt: string, service = callOutOnly, hours = WEEKDAYS_8_TO_19) =>
    chargeKindFor({ startsAt, timeZone: "America/Denver", hours, service });

  it.each([
    ["2024-06-12T15:00:00Z"], // Wed 09:00 MDT slot
    ["2024-06-12T18:00:00Z"], // Wed 12:00
    ["2024-06-13T00:00:00Z"], // Wed 18:00, inside until 19:00
  ])("charges business hours inside the opening hours (%s), whatever the hub offers after hours", (startsAt) => {
    for (const service of [callOutOnly, afterHoursStaff, neither]) {
      expect(charge(startsAt, service)).toBe(ChargeKind.BusinessHours);
    }
  });

  it.each([
    ["2024-06-13T03:00:00Z"], // Wed 21:00
    ["2024-06-12T12:00:00Z"], // Wed 06:00
    ["2024-06-15T18:00:00Z"], // Sat 12:00
  ])("charges the after-hours fee outside the opening hours (%s) at a hub with after-hours staff", (startsAt) => {
    expect(charge(startsAt, afterHoursStaff)).toBe(ChargeKind.AfterHours);
  });

  it("counts a round-the-clock hub as after-hours staff", () => {
    const service = { afterHours: false, callFee: true, roundTheClock: true };
    expect(charge("2024-06-13T03:00:00Z", service)).toBe(ChargeKind.AfterHours);
  });

  it("charges a call fee outside the opening hours at a hub that calls staff out and has none after hours", () => {
    expect(charge("2024-06-13T03:00:00Z", callOutOnly)).toBe(ChargeKind.CallFee);
    expect(charge("2024-06-15T18:00:00Z", callOutOnly)).toBe(ChargeKind.CallFee);
  });

  it("prefers after-hours staff to a call-out when the hub has both", () => {
    expect(charge("2024-06-13T03:00:00Z", { ...afterHoursStaff, callFee: true })).toBe(ChargeKind.AfterHours);
  });

  it("does not book a slot outside the opening hours at a hub with neither after-hours staff nor call-outs", () => {
    expect(charge("2024-06-13T03:00:00Z", neither)).toBeNull();
    expect(OUTSIDE_HOURS_REASON).toMatch(/closed at this time.*no after-hours or call-out service/);
  });

  it("charges business hours for every slot of a hub whose hours run around the clock", () => {
    const hours = { ...WEEKDAYS_8_TO_19, roundTheClock: true };
    const slots = listDaySlots({ date: "2024-06-15", timeZone: "America/Denver", now: new Date(0) });
    expect(slots.map((slot) => charge(slot.startsAt, neither, hours))).toEqual(
      Array(8).fill(ChargeKind.BusinessHours),
    );
  });
});

describe("weeklyOpeningHoursFromRows", () => {
  it("fills the given weekdays from database rows and closes the others", () => {
    const hours = weeklyOpeningHoursFromRows(
      [
        { weekday: 1, opensAt: "08:00:00", closesAt: "19:00:00" },
        { weekday: 6, opensAt: "09:00:00", closesAt: "13:00:00" },
      ],
      { roundTheClock: false },
    );
    expect(hours.days[1]).toEqual({ open: "08:00:00", close: "19:00:00" });
    expect(hours.days[6]).toEqual({ open: "09:00:00", close: "13:00:00" });
    expect(hours.days[0]).toBeNull();
    expect(isOpenAt({ instant: "2024-06-15T16:30:00Z", timeZone: "America/Denver", hours })).toBe(true); // Sat 10:30
  });

  it.each([
    [{ weekday: 7, opensAt: "08:00", closesAt: "19:00" }],
    [{ weekday: 1, opensAt: "8am", closesAt: "19:00" }],
  ])("rejects the malformed row %j", (row) => {
    expect(() => weeklyOpeningHoursFromRows([row])).toThrow(RangeError);
  });
});

describe("weeklyHoursProblem", () => {
  const closed = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null } as const;
  it("takes ordinary days, closed days, midnight closing and overnight hours that end before the next day opens", () => {
    expect(weeklyHoursProblem(closed)).toBeNull();
    expect(
      weeklyHoursProblem({
        ...closed,
        1: { open: "07:00", close: "18:00" },
        2: { open: "00:00", close: "24:00" },
        5: { open: "20:00", close: "04:00" },
        6: { open: "04:00", close: "12:00" },
      }),
    ).toBeNull();
  });

  it("refuses malformed times and overnight hours that overlap the next day", () => {
    expect(weeklyHoursProblem({ ...closed, 1: { open: "7am", close: "18:00" } })).toMatch(/^Monday: enter/);
    expect(weeklyHoursProblem({ ...closed, 1: { open: "07:00", close: "25:00" } })).toMatch(/^Monday: enter/);
    expect(
      weeklyHoursProblem({ ...closed, 6: { open: "22:00", close: "06:00" }, 0: { open: "05:00", close: "12:00" } }),
    ).toBe("Saturday's hours run past Sunday's opening; close earlier or open later");
  });
});
