import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingWeekStart, bookingWeekStarts } from "./booking-weeks";

describe("an order counts in the week it was booked, weeks starting Monday 00:00 UTC", () => {
  it("puts Monday 00:00 UTC in its own week and Sunday 23:59 UTC in the week before", () => {
    expect(bookingWeekStart(Date.parse("2026-06-08T00:00:00Z"))).toBe("2026-06-08");
    expect(bookingWeekStart(Date.parse("2026-06-07T23:59:59Z"))).toBe("2026-06-01");
    expect(bookingWeekStart(Date.parse("2026-06-10T12:00:00Z"))).toBe("2026-06-08");
  });

  it("lists the chart's weeks oldest first, the current week last, across a year's end", () => {
    expect(bookingWeekStarts(Date.parse("2026-06-10T12:00:00Z"), 4)).toEqual([
      "2026-05-18",
      "2026-05-25",
      "2026-06-01",
      "2026-06-08",
    ]);
    expect(bookingWeekStarts(Date.parse("2027-01-01T08:00:00Z"), 2)).toEqual(["2026-12-21", "2026-12-28"]);
  });

  it("always starts a week on a Monday no later than the instant and less than 7 days before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const start = Date.parse(`${bookingWeekStart(ms)}T00:00:00Z`);
        expect(new Date(start).getUTCDay()).toBe(1);
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(7 * 86_400_000);
      }),
    );
  });
});
