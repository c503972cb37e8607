import { describe, expect, it } from "vitest";
import { orderCalendar } from "./order-calendar";

const order = {
  id: 41,
  number: "FB-0000041",
  serviceName: "Cross-dock",
  hubName: "Denver",
  hubAddress: "4800 Dahlia St, Denver, CO 80216",
  timeZone: "America/Denver",
  timeFrom: "2026-06-03T15:00:00.000Z",
  timeTo: "2026-06-03T18:00:00.000Z",
  checkInCode: "K7P2QX",
};

/** The file's lines with RFC 5545 folding undone. */
function unfolded(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("orderCalendar", () => {
  it("holds one event at the slot's UTC start and end", () => {
    const ics = orderCalendar(order, "2026-06-01T12:00:00.000Z", "portal.example.com");
    expect(ics).toContain("DTSTART:20260603T150000Z\r\n");
    expect(ics).toContain("DTEND:20260603T180000Z\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("names the slot on the hub's clock with its abbreviation in the text a person reads", () => {
    const lines = unfolded(orderCalendar(order, "2026-06-01T12:00:00.000Z", "portal.example.com"));
    expect(lines).toContain("SUMMARY:Cross-dock FB-0000041 at Denver\\, 9:00 AM MDT");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toBe(
      "DESCRIPTION:Order FB-0000041. Slot on the hub's clock: 03 Jun\\, 2026\\, 9:00 AM – 12:00 PM MDT. Driver check-in code: K7P2QX.",
    );
  });

  it("escapes commas and semicolons in text and names the check-in code", () => {
    const ics = orderCalendar(order, "2026-06-01T12:00:00.000Z", "portal.example.com");
    expect(ics).toContain("LOCATION:4800 Dahlia St\\, Denver\\, CO 80216");
    expect(ics).toContain("K7P2QX");
  });

  it("folds lines longer than 75 octets, never inside a character", () => {
    const ics = orderCalendar(
      { ...order, hubAddress: "x".repeat(200), serviceName: "–".repeat(60) },
      "2026-06-01T12:00:00.000Z",
      "a.example",
    );
    const encoder = new TextEncoder();
    expect(ics.split("\r\n").every((line) => encoder.encode(line).length <= 75)).toBe(true);
    expect(unfolded(ics).some((line) => line.startsWith(`SUMMARY:${"–".repeat(60)} FB-0000041`))).toBe(true);
  });
});
