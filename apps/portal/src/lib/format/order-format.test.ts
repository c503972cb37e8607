import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatSlot } from "./order-format";

describe("formatSlot", () => {
  it("shows a slot on the hub's clock with the year, real 12-hour times and the zone's abbreviation", () => {
    expect(formatSlot("2026-12-02T17:00:00.000Z", "2026-12-02T20:00:00.000Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 9:00 AM – 12:00 PM PST",
    );
  });

  it("shows nothing for an unreadable instant, and UTC, named, for a missing zone", () => {
    expect(formatSlot("", "2026-12-02T20:00:00.000Z", "America/Los_Angeles")).toBe("");
    expect(formatSlot("2026-12-02T17:00:00.000Z", "2026-12-02T20:00:00.000Z", "")).toBe(
      "02 Dec, 2026, 5:00 PM – 8:00 PM UTC",
    );
  });
});

describe("formatDateTime", () => {
  it("writes one moment the same on every screen: the hub's clock and its abbreviation", () => {
    expect(formatDateTime("2026-12-02T20:58:00Z", "America/Los_Angeles")).toBe("02 Dec, 2026, 12:58 PM PST");
    expect(formatDateTime("2026-12-02T20:58:00Z", null)).toBe("02 Dec, 2026, 8:58 PM UTC");
    expect(formatDateTime("not a time", "America/Los_Angeles")).toBe("");
  });
});

describe("formatDate", () => {
  it("puts the date on the hub's calendar", () => {
    expect(formatDate("2026-12-03T03:00:00Z", "America/Los_Angeles")).toBe("02 Dec, 2026");
    expect(formatDate("2026-12-03T03:00:00Z")).toBe("03 Dec, 2026");
  });
});
