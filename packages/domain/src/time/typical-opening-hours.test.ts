import { describe, expect, it } from "vitest";
import { weeklyOpeningHoursFromRows } from "./opening-hours";
import { typicalOpeningHours } from "./typical-opening-hours";

function weekdays(open: string, close: string, saturday?: [string, string]) {
  const rows = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: open, closesAt: close }));
  if (saturday) rows.push({ weekday: 6, opensAt: saturday[0], closesAt: saturday[1] });
  return weeklyOpeningHoursFromRows(rows);
}
const aroundTheClock = weeklyOpeningHoursFromRows([], { roundTheClock: true });
const hours = (from: number, to: number) => ({ from: from * 60, to: to * 60 });

describe("typicalOpeningHours", () => {
  it("is the longest weekday window more than half of the hubs are open throughout (the seven seeded hubs: 6 AM – 8 PM)", () => {
    const hubs = [
      weekdays("05:00", "21:00", ["07:00", "15:00"]),
      aroundTheClock,
      weekdays("06:00", "20:00", ["08:00", "14:00"]),
      weekdays("06:00", "20:00", ["08:00", "14:00"]),
      weekdays("07:00", "19:00"),
      weekdays("06:00", "22:00", ["08:00", "16:00"]),
      weekdays("06:00", "18:00", ["08:00", "12:00"]),
    ];
    expect(typicalOpeningHours(hubs)).toEqual(hours(6, 20));
  });

  it("never claims a window only half of the hubs share", () => {
    expect(typicalOpeningHours([weekdays("08:00", "17:00"), weekdays("12:00", "20:00")])).toEqual(hours(12, 17));
    expect(typicalOpeningHours([weekdays("08:00", "12:00"), weekdays("13:00", "20:00")])).toBeNull();
  });

  it("counts a hub closed on a weekday as open at no weekday window", () => {
    const closedFriday = weeklyOpeningHoursFromRows(
      [1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: "06:00", closesAt: "20:00" })),
    );
    expect(typicalOpeningHours([closedFriday, closedFriday, weekdays("08:00", "17:00")])).toBeNull();
  });

  it("lets a round-the-clock hub cover any window", () => {
    expect(typicalOpeningHours([aroundTheClock, aroundTheClock, weekdays("08:00", "17:00")])).toEqual(hours(0, 24));
  });

  it("has no typical hours without hubs", () => {
    expect(typicalOpeningHours([])).toBeNull();
  });
});
