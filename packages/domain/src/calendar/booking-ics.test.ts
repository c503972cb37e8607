import { describe, expect, it } from "vitest";
import { bookingIcs } from "./booking-ics";

const entry = {
  uid: "order-42@freight",
  title: "Cross-dock at Reno, order FB-42",
  description: "Driver: Dana Driver; 20 pallets.\nCheck in at the gate.",
  location: "Reno Hub, 1 Dock Rd, Reno, NV",
  url: "https://portal.example/dashboard/order-details/42",
  from: new Date("2031-01-06T17:00:00.000Z"),
  to: new Date("2031-01-06T20:00:00.000Z"),
  now: new Date("2031-01-01T08:30:15.123Z"),
};

describe("bookingIcs", () => {
  it("writes the slot as one UTC event with CRLF line ends", () => {
    const ics = bookingIcs(entry);
    expect(ics.split("\r\n").slice(0, 9)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Freight//Booking//EN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:order-42@freight",
      "DTSTAMP:20310101T083015Z",
      "DTSTART:20310106T170000Z",
      "DTEND:20310106T200000Z",
    ]);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("escapes commas, semicolons and line breaks in text so a note cannot add a property", () => {
    const ics = bookingIcs({ ...entry, description: "a;b,c\nEND:VEVENT\\" });
    expect(ics).toContain("DESCRIPTION:a\\;b\\,c\\nEND:VEVENT\\\\\r\n");
    expect(ics.match(/^END:VEVENT/gm)).toHaveLength(1);
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const ics = bookingIcs({ ...entry, description: "Überseehafen ".repeat(20) });
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`DESCRIPTION:${"Überseehafen ".repeat(20)}`);
  });
});
