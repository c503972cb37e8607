import { describe, expect, it } from "vitest";
import { orderCalendar } from "./order-calendar";

const order = {
  id: 41,
  number: "FB-0000041",
  serviceName: "Cross-dock",
  hubName: "Denver",
  hubAddress: "4800 Dahlia St, Denver, CO 80216",
  timeFrom: "2026-06-03T15:00:00.000Z",
  timeTo: "2026-06-03T18:00:00.000Z",
  checkInCode: "K7P2QX",
};

describe("orderCalendar", () => {
  it("holds one event at the slot's UTC start and end", () => {
    const ics = orderCalendar(order, "2026-06-01T12:00:00.000Z", "portal.example.com");
    expect(ics).toContain("DTSTART:20260603T150000Z\r\n");
    expect(ics).toContain("DTEND:20260603T180000Z\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas and semicolons in text and names the check-in code", () => {
    const ics = orderCalendar(order, "2026-06-01T12:00:00.000Z", "portal.example.com");
    expect(ics).toContain("LOCATION:4800 Dahlia St\\, Denver\\, CO 80216");
    expect(ics).toContain("K7P2QX");
  });

  it("folds lines longer than 75 characters", () => {
    const ics = orderCalendar(
      { ...order, hubAddress: "x".repeat(200) },
      "2026-06-01T12:00:00.000Z",
      "a.example",
    );
    expect(ics.split("\r\n").every((line) => line.length <= 75)).toBe(true);
  });
});
