import { describe, expect, it } from "vitest";
import { weeklyOpeningHoursFromRows } from "./opening-hours";
import { openingHoursLines } from "./opening-hours-text";

const weekdays = (open: string, close: string) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: open, closesAt: close }));

describe("openingHoursLines", () => {
  it("joins consecutive days with the same hours, Monday first, and names closed days", () => {
    const hours = weeklyOpeningHoursFromRows([
      ...weekdays("06:00:00", "20:00:00"),
      { weekday: 6, opensAt: "08:00:00", closesAt: "14:00:00" },
    ]);
    expect(openingHoursLines(hours)).toEqual([
      { days: "Mon–Fri", hours: "6:00 AM – 8:00 PM" },
      { days: "Sat", hours: "8:00 AM – 2:00 PM" },
      { days: "Sun", hours: "Closed" },
    ]);
  });

  it("reads a whole day as open 24 hours and a round-the-clock hub as one line", () => {
    const allDays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opensAt: "00:00",
      closesAt: "24:00",
    }));
    expect(openingHoursLines(weeklyOpeningHoursFromRows(allDays))).toEqual([
      { days: "Every day", hours: "Open 24 hours" },
    ]);
    expect(openingHoursLines(weeklyOpeningHoursFromRows([], { roundTheClock: true }))).toEqual([
      { days: "Every day", hours: "Open 24 hours" },
    ]);
  });

  it("shows hours past midnight and half hours on the 12-hour clock", () => {
    const hours = weeklyOpeningHoursFromRows([{ weekday: 5, opensAt: "22:30", closesAt: "06:00" }]);
    expect(openingHoursLines(hours)).toEqual([
      { days: "Mon–Thu", hours: "Closed" },
      { days: "Fri", hours: "10:30 PM – 6:00 AM" },
      { days: "Sat–Sun", hours: "Closed" },
    ]);
  });
});
