import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOOKING_LEAD_TIME_MINUTES,
  SLOT_START_HOURS,
  isSlotBookable,
  listDaySlots,
  localDateOf,
  slotBookingProblem,
  slotBookingProblemMessage,
  slotEndHour,
  slotStartForLocal,
  slotStartingAt,
  todayIn,
} from "./time-slots";

const HOUR_MS = 3_600_000;

/** The zones of the seven hubs plus two zones with odd offsets and 30-minute or 1-hour DST shifts. */
const ZONES = [
  "America/Los_Angeles", // San Bernardino, Stockton, Reno
  "America/Denver",
  "America/Toronto", // Markham
  "America/New_York", // Columbus, Greenville
  "Pacific/Chatham",
  "Australia/Lord_Howe",
] as const;

/** Independent oracle: the wall clock of an instant in a zone, read straight from Intl. */
const oracleFormatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(epochMs: number, timeZone: string): { date: string; hour: number; minute: number } {
  const formatter =
    oracleFormatters.get(timeZone) ??
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
  oracleFormatters.set(timeZone, formatter);
  const parts = formatter.formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    minute: Number(part("minute")),
  };
}

function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  const { date, hour, minute } = wallClock(epochMs, timeZone);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d, hour, minute) - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/** Local dates (2020-2035) on which the zone's UTC offset changes. */
function transitionDays(timeZone: string): string[] {
  const days: string[] = [];
  for (let ms = Date.UTC(2020, 0, 1, 12); ms < Date.UTC(2036, 0, 1); ms += 24 * HOUR_MS) {
    if (utcOffsetMinutes(ms, timeZone) !== utcOffsetMinutes(ms + 24 * HOUR_MS, timeZone)) {
      days.push(wallClock(ms + 24 * HOUR_MS, timeZone).date);
    }
  }
  return days;
}

const TRANSITION_DAYS = Object.fromEntries(ZONES.map((zone) => [zone, transitionDays(zone)])) as Record<
  (typeof ZONES)[number],
  string[]
>;

const instantIn2020To2035 = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T23:59:59Z"), noInvalidDate: true })
  .map((date) => date.getTime());

/** A zone with a local day that is either random or one of its DST transition days. */
const zoneAndDay = fc.constantFrom(...ZONES).chain((timeZone) =>
  fc.tuple(
    fc.constant(timeZone),
    fc.oneof(
      instantIn2020To2035.map((ms) => wallClock(ms, timeZone).date),
      fc.constantFrom(...TRANSITION_DAYS[timeZone]),
    ),
  ),
);

describe("listDaySlots", () => {
  const now = new Date("2024-06-12T21:30:00Z"); // 14:30 in Los Angeles (PDT, UTC-7)

  it("splits the local day into 8 three-hour slots labelled on the local clock", () => {
    const slots = listDaySlots({ date: "2024-06-12", timeZone: "America/Los_Angeles", now });
    expect(slots.map((slot) => slot.label)).toEqual([
      "12 AM - 3 AM",
      "3 AM - 6 AM",
      "6 AM - 9 AM",
      "9 AM - 12 PM",
      "12 PM - 3 PM",
      "3 PM - 6 PM",
      "6 PM - 9 PM",
      "9 PM - 12 AM",
    ]);
    expect(slots[0]).toMatchObject({
      startsAt: "2024-06-12T07:00:00.000Z",
      endsAt: "2024-06-12T10:00:00.000Z",
    });
    expect(slots[7]).toMatchObject({
      startsAt: "2024-06-13T04:00:00.000Z",
      endsAt: "2024-06-13T07:00:00.000Z",
    });
  });

  it("disables past slots, the current slot and a slot starting within the next 3 hours", () => {
    const slots = listDaySlots({ date: "2024-06-12", timeZone: "America/Los_Angeles", now });
    // 14:30 local: 12 PM-3 PM is running, 3 PM starts in 30 minutes, 6 PM in 3.5 hours.
    expect(slots.map((slot) => slot.isAvailable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("keeps a slot starting exactly 3 hours after now bookable", () => {
    const slots = listDaySlots({
      date: "2024-06-12",
      timeZone: "America/Los_Angeles",
      now: new Date("2024-06-12T22:00:00Z"), // 15:00 local; the 6 PM slot starts in exactly 3 hours
    });
    expect(slots.map((slot) => slot.isAvailable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it("makes every slot of a future day available and none of a past day", () => {
    const tomorrow = listDaySlots({ date: "2024-06-13", timeZone: "America/Los_Angeles", now });
    const yesterday = listDaySlots({ date: "2024-06-11", timeZone: "America/Los_Angeles", now });
    expect(tomorrow.every((slot) => slot.isAvailable)).toBe(true);
    expect(yesterday.some((slot) => slot.isAvailable)).toBe(false);
  });

  it("accepts `now` as a UTC ISO string", () => {
    const fromString = listDaySlots({
      date: "2024-06-12",
      timeZone: "America/Los_Angeles",
      now: now.toISOString(),
    });
    expect(fromString).toEqual(listDaySlots({ date: "2024-06-12", timeZone: "America/Los_Angeles", now }));
  });

  it.each([
    // [zone, spring-forward date, slot index, start, end]: the 12 AM slot loses the skipped hour
    ["America/New_York", "2024-03-10", 0, "2024-03-10T05:00:00.000Z", "2024-03-10T07:00:00.000Z"],
    ["America/Denver", "2024-03-10", 0, "2024-03-10T07:00:00.000Z", "2024-03-10T09:00:00.000Z"],
    ["America/Los_Angeles", "2024-03-10", 0, "2024-03-10T08:00:00.000Z", "2024-03-10T10:00:00.000Z"],
    ["America/Toronto", "2024-03-10", 0, "2024-03-10T05:00:00.000Z", "2024-03-10T07:00:00.000Z"],
    // Lord Howe moves 30 minutes at 02:00: the first slot lasts 2.5 hours
    ["Australia/Lord_Howe", "2024-10-06", 0, "2024-10-05T13:30:00.000Z", "2024-10-05T16:00:00.000Z"],
  ] as const)(
    "shortens a slot on the spring-forward day in %s (%s)",
    (timeZone, date, index, startsAt, endsAt) => {
      const slots = listDaySlots({ date, timeZone, now });
      expect(slots).toHaveLength(8);
      expect(slots[index]).toMatchObject({ startsAt, endsAt });
    },
  );

  it.each([
    ["America/New_York", "2024-11-03", 0, "2024-11-03T04:00:00.000Z", "2024-11-03T08:00:00.000Z"],
    ["America/Los_Angeles", "2024-11-03", 0, "2024-11-03T07:00:00.000Z", "2024-11-03T11:00:00.000Z"],
    ["Australia/Lord_Howe", "2024-04-07", 0, "2024-04-06T13:00:00.000Z", "2024-04-06T16:30:00.000Z"],
  ] as const)(
    "lengthens a slot on the fall-back day in %s (%s)",
    (timeZone, date, index, startsAt, endsAt) => {
      const slots = listDaySlots({ date, timeZone, now });
      expect(slots).toHaveLength(8);
      expect(slots[index]).toMatchObject({ startsAt, endsAt });
    },
  );

  it("starts a slot whose local start is skipped at the moment the clocks jump (Chatham 03:00 → 03:45)", () => {
    // Chatham springs from 02:45 +12:45 to 03:45 +13:45 at 14:00 UTC on 2024-09-28.
    const slots = listDaySlots({ date: "2024-09-29", timeZone: "Pacific/Chatham", now });
    expect(slots[1]).toMatchObject({ label: "3 AM - 6 AM", startsAt: "2024-09-28T14:00:00.000Z" });
    expect(slots[2]?.startsAt).toBe("2024-09-28T16:15:00.000Z");
  });

  it.each([
    ["2024-02-30", "America/New_York"],
    ["2024-6-1", "America/New_York"],
    ["2024-06-01", "Mars/Olympus_Mons"],
  ])("rejects the date %s or zone %s", (date, timeZone) => {
    expect(() => listDaySlots({ date, timeZone, now })).toThrow(RangeError);
  });

  it("rejects an instant without an explicit offset, which would depend on the machine's zone", () => {
    expect(() =>
      listDaySlots({ date: "2024-06-12", timeZone: "America/Denver", now: "2024-06-12T10:00:00" }),
    ).toThrow(RangeError);
  });

  it("always yields 8 strictly increasing, contiguous slots covering the local day, also on DST days", () => {
    fc.assert(
      fc.property(zoneAndDay, instantIn2020To2035, ([timeZone, date], nowMs) => {
        const slots = listDaySlots({ date, timeZone, now: new Date(nowMs) });
        expect(slots).toHaveLength(8);
        const starts = slots.map((slot) => Date.parse(slot.startsAt));
        const ends = slots.map((slot) => Date.parse(slot.endsAt));
        starts.forEach((start, i) => {
          expect(ends[i]).toBeGreaterThan(start);
          if (i > 0) expect(start).toBe(ends[i - 1]);
          const lengthHours = ((ends[i] as number) - start) / HOUR_MS;
          expect(lengthHours).toBeGreaterThanOrEqual(2);
          expect(lengthHours).toBeLessThanOrEqual(4);
        });
        // The first slot starts at the first instant of the local day and the last ends at the next day's first instant.
        const first = starts[0] as number;
        const last = ends[7] as number;
        expect(wallClock(first, timeZone).date).toBe(date);
        expect(wallClock(first - 1000, timeZone).date).not.toBe(date);
        expect(wallClock(last - 1000, timeZone).date).toBe(date);
        expect(wallClock(last, timeZone).date).not.toBe(date);
      }),
      { numRuns: 400 },
    );
  });

  it("starts each slot at its local hour, or at the first instant after it when that hour is skipped", () => {
    fc.assert(
      fc.property(zoneAndDay, ([timeZone, date]) => {
        const slots = listDaySlots({ date, timeZone, now: new Date(0) });
        slots.forEach((slot, i) => {
          expect(slot.startHour).toBe(SLOT_START_HOURS[i]);
          const start = Date.parse(slot.startsAt);
          const wall = wallClock(start, timeZone);
          const nominal = slot.startHour * 60;
          if (wall.hour * 60 + wall.minute !== nominal) {
            // Skipped hour: the clock jumps over the nominal start right at this instant.
            const justBefore = wallClock(start - 1000, timeZone);
            expect(justBefore.date).toBe(date);
            expect(justBefore.hour * 60 + justBefore.minute).toBeLessThan(nominal);
            expect(wall.hour * 60 + wall.minute).toBeGreaterThan(nominal);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it("marks availability monotonically and exactly when a slot starts at least 3 hours after now", () => {
    fc.assert(
      fc.property(
        zoneAndDay,
        instantIn2020To2035,
        fc.integer({ min: -30, max: 30 }),
        ([timeZone, date], nowMs, hoursAway) => {
          // Put `now` near the day half of the time so that both outcomes occur.
          const dayStart = Date.parse(slotStartForLocal(date, 0, timeZone));
          const now = hoursAway === 0 ? nowMs : dayStart + hoursAway * HOUR_MS;
          const slots = listDaySlots({ date, timeZone, now: new Date(now) });
          const firstAvailable = slots.findIndex((slot) => slot.isAvailable);
          slots.forEach((slot, i) => {
            expect(slot.isAvailable).toBe(
              Date.parse(slot.startsAt) - now >= BOOKING_LEAD_TIME_MINUTES * 60_000,
            );
            if (firstAvailable !== -1 && i >= firstAvailable) expect(slot.isAvailable).toBe(true);
          });
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("slotStartForLocal", () => {
  it.each([
    ["2024-06-12", 6, "America/Los_Angeles", "2024-06-12T13:00:00.000Z"],
    ["2024-01-15", 9, "America/Denver", "2024-01-15T16:00:00.000Z"],
    ["2024-01-15", 21, "America/Toronto", "2024-01-16T02:00:00.000Z"],
    ["2024-07-04", 0, "America/New_York", "2024-07-04T04:00:00.000Z"],
    ["2024-07-04", 12, "Pacific/Chatham", "2024-07-03T23:15:00.000Z"],
  ])("places %s %i:00 in %s at %s", (date, hour, timeZone, expected) => {
    expect(slotStartForLocal(date, hour, timeZone)).toBe(expected);
  });

  it("shifts a start skipped by spring-forward to the next valid instant (02:00 → 03:00 EDT)", () => {
    expect(slotStartForLocal("2024-03-10", 2, "America/New_York")).toBe("2024-03-10T07:00:00.000Z");
  });

  it("takes the first occurrence of an hour repeated by fall-back (01:00 EDT, not EST)", () => {
    expect(slotStartForLocal("2024-11-03", 1, "America/New_York")).toBe("2024-11-03T05:00:00.000Z");
    expect(slotStartForLocal("2024-04-07", 3, "Pacific/Chatham")).toBe("2024-04-06T13:15:00.000Z");
  });

  it.each([-1, 24, 1.5])("rejects the hour %s", (hour) => {
    expect(() => slotStartForLocal("2024-06-12", hour, "America/Denver")).toThrow(RangeError);
  });

  it("reads back as the same local date and hour whenever that hour exists", () => {
    fc.assert(
      fc.property(zoneAndDay, fc.integer({ min: 0, max: 23 }), ([timeZone, date], hour) => {
        const start = Date.parse(slotStartForLocal(date, hour, timeZone));
        const wall = wallClock(start, timeZone);
        expect(wall.date).toBe(date);
        if (wall.hour !== hour || wall.minute !== 0)
          expect(wallClock(start - 1000, timeZone).hour).toBeLessThanOrEqual(hour);
      }),
      { numRuns: 300 },
    );
  });
});

describe("localDateOf", () => {
  it.each([
    ["2024-06-13T06:59:00Z", "America/Los_Angeles", "2024-06-12"],
    ["2024-06-13T07:00:00Z", "America/Los_Angeles", "2024-06-13"],
    ["2024-06-12T11:00:00Z", "Pacific/Chatham", "2024-06-12"],
    ["2024-06-12T11:15:00Z", "Pacific/Chatham", "2024-06-13"],
    ["2024-06-12T23:30:00-04:00", "America/New_York", "2024-06-12"],
  ])("reads %s as local date in %s → %s", (instant, timeZone, expected) => {
    expect(localDateOf(instant, timeZone)).toBe(expected);
    expect(localDateOf(new Date(instant), timeZone)).toBe(expected);
  });

  it("agrees with the Intl calendar for any instant", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), instantIn2020To2035, (timeZone, ms) => {
        expect(localDateOf(new Date(ms), timeZone)).toBe(wallClock(ms, timeZone).date);
      }),
    );
  });
});

describe("todayIn", () => {
  it("gives the hub's local date, which may differ from the UTC date", () => {
    const now = new Date("2024-06-13T03:00:00Z");
    expect(todayIn("America/Denver", now)).toBe("2024-06-12");
    expect(todayIn("America/New_York", now)).toBe("2024-06-12");
    expect(todayIn("Australia/Lord_Howe", now)).toBe("2024-06-13");
  });
});

describe("slotStartingAt", () => {
  it("finds the slot that starts at the instant, with its local label", () => {
    const slot = slotStartingAt({
      startsAt: "2024-06-12T15:00:00Z", // 09:00 MDT
      timeZone: "America/Denver",
      now: new Date("2024-06-01T00:00:00Z"),
    });
    expect(slot).toMatchObject({
      date: "2024-06-12",
      startHour: 9,
      label: "9 AM - 12 PM",
      isAvailable: true,
    });
  });

  it("returns null for an instant between slot starts", () => {
    const now = new Date("2024-06-01T00:00:00Z");
    expect(slotStartingAt({ startsAt: "2024-06-12T16:00:00Z", timeZone: "America/Denver", now })).toBeNull();
  });
});

describe("slotBookingProblem", () => {
  const now = new Date("2024-06-12T21:30:00Z"); // 14:30 in Los Angeles
  it.each([
    ["2024-06-13T01:00:00.000Z", null], // 6 PM local, 3.5 h ahead
    ["2024-06-12T22:00:00.000Z", "too-soon"], // 3 PM local, 30 min ahead
    ["2024-06-12T13:00:00.000Z", "too-soon"], // 6 AM local, in the past
    ["2024-06-13T02:00:00.000Z", "not-a-slot-start"], // 7 PM local
    ["2024-06-13T01:30:00.000Z", "not-a-slot-start"],
    ["tomorrow at six", "invalid-instant"],
  ] as const)("answers %s with %s", (startsAt, problem) => {
    expect(slotBookingProblem({ startsAt, timeZone: "America/Los_Angeles", now })).toBe(problem);
  });
});

describe("isSlotBookable", () => {
  const now = new Date("2024-06-12T21:30:00Z"); // 14:30 in Los Angeles

  it("accepts a slot start at least 3 hours ahead", () => {
    expect(
      isSlotBookable({ startsAt: "2024-06-13T01:00:00.000Z", timeZone: "America/Los_Angeles", now }),
    ).toBe(true);
  });

  it("refuses a slot starting within the next 3 hours", () => {
    expect(
      isSlotBookable({ startsAt: "2024-06-12T22:00:00.000Z", timeZone: "America/Los_Angeles", now }),
    ).toBe(false);
  });

  it("refuses an instant that is not one of the local day's slot starts", () => {
    expect(
      isSlotBookable({ startsAt: "2024-06-14T02:00:00.000Z", timeZone: "America/Los_Angeles", now }),
    ).toBe(false);
  });

  it("honours a custom lead time", () => {
    const request = { startsAt: "2024-06-12T22:00:00.000Z", timeZone: "America/Los_Angeles", now };
    expect(isSlotBookable({ ...request, leadTimeMinutes: 30 })).toBe(true);
    expect(isSlotBookable({ ...request, leadTimeMinutes: 31 })).toBe(false);
  });

  it("agrees with the listed availability of every slot and refuses instants between slot starts", () => {
    fc.assert(
      fc.property(
        zoneAndDay,
        instantIn2020To2035,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 179 }),
        ([timeZone, date], nowMs, index, minutesLater) => {
          const slot = listDaySlots({ date, timeZone, now: new Date(nowMs) })[index];
          if (!slot) throw new Error("expected 8 slots");
          expect(isSlotBookable({ startsAt: slot.startsAt, timeZone, now: new Date(nowMs) })).toBe(
            slot.isAvailable,
          );
          const lengthMinutes = (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 60_000;
          const offset = Math.min(minutesLater, lengthMinutes - 1) * 60_000;
          const between = new Date(Date.parse(slot.startsAt) + offset).toISOString();
          expect(isSlotBookable({ startsAt: between, timeZone, now: new Date(0) })).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("slotBookingProblemMessage", () => {
  it("names the field and the hub's zone when the instant is not a slot start", () => {
    expect(
      slotBookingProblemMessage("not-a-slot-start", { field: "timeFrom", timeZone: "America/Denver" }),
    ).toBe(
      "timeFrom must be the start of a 3-hour slot (00:00, 03:00, … 21:00) in the hub's time zone America/Denver",
    );
  });

  it("states the lead time the booking policy sets", () => {
    expect(
      slotBookingProblemMessage("too-soon", { field: "dateTime", timeZone: "UTC", leadTimeMinutes: 60 }),
    ).toBe("dateTime must be a slot starting at least 1 hour from now; past slots cannot be booked");
    expect(slotBookingProblemMessage("too-soon", { field: "dateTime", timeZone: "UTC" })).toBe(
      "dateTime must be a slot starting at least 3 hours from now; past slots cannot be booked",
    );
  });

  it("asks for an ISO 8601 instant when the text is not one", () => {
    expect(slotBookingProblemMessage("invalid-instant", { field: "timeFrom", timeZone: "UTC" })).toBe(
      "timeFrom must be an ISO 8601 date-time with Z or an offset",
    );
  });
});

describe("slotEndHour", () => {
  it("ends a slot three hours after it starts, the last one at the next midnight", () => {
    expect(slotEndHour(6)).toBe(9);
    expect(slotEndHour(21)).toBe(0);
  });
});
