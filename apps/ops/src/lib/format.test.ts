import { describe, expect, it } from "vitest";
import { formatAtHub, formatAtHubOrUtc, formatUtc, orderStatusLabel } from "./format";

describe("formatAtHub", () => {
  it("shows an instant on the hub's own clock with the year and the zone's abbreviation, across a DST change", () => {
    // 2030-03-10 is the spring-forward day in the US: 9:00 in Reno is 16:00 UTC after the change.
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Los_Angeles")).toBe("10 Mar, 2030, 9:00 AM PDT");
    expect(formatAtHub("2030-03-09T17:00:00Z", "America/Los_Angeles")).toBe("09 Mar, 2030, 9:00 AM PST");
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Toronto")).toBe("10 Mar, 2030, 12:00 PM EDT");
  });
});

describe("formatUtc", () => {
  it("writes an instant tied to no hub in UTC and says so", () => {
    expect(formatUtc("2026-12-02T20:58:00Z")).toBe("02 Dec, 2026, 8:58 PM UTC");
  });
});

describe("formatAtHubOrUtc", () => {
  it("uses the hub's zone when there is one and UTC, named, when there is none", () => {
    expect(formatAtHubOrUtc("2026-12-02T20:58:00Z", "America/Los_Angeles")).toBe(
      "02 Dec, 2026, 12:58 PM PST",
    );
    expect(formatAtHubOrUtc("2026-12-02T20:58:00Z", null)).toBe("02 Dec, 2026, 8:58 PM UTC");
  });
});

describe("orderStatusLabel", () => {
  it("names a status as the customer's portal does", () => {
    expect(orderStatusLabel("needsAttention")).toBe("Needs attention");
    expect(orderStatusLabel("arrivedToHub")).toBe("Arrived at hub");
  });
});
