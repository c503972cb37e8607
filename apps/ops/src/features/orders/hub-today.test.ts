import { describe, expect, it } from "vitest";
import { hubToday } from "./hub-today";

const hubs = [
  { id: 1, name: "Reno", timeZone: "America/Los_Angeles" },
  { id: 2, name: "Columbus", timeZone: "America/New_York" },
];

describe("hubToday", () => {
  it("is the day it is now on the hub's own clock, so two hubs can be on two days", () => {
    // 02:30 UTC on 4 March: still the evening of the 3rd in Reno, already 21:30 of the 3rd in Columbus.
    const lateEvening = new Date("2026-03-04T02:30:00Z");
    expect(hubToday(hubs, 1, lateEvening)).toEqual({
      hubId: 1,
      hubName: "Reno",
      date: "2026-03-03",
      title: "Today at Reno: 03 Mar, 2026 (PST)",
    });
    // 05:30 UTC: past midnight in Columbus, not yet in Reno.
    const afterEasternMidnight = new Date("2026-03-04T05:30:00Z");
    expect(hubToday(hubs, 2, afterEasternMidnight)?.date).toBe("2026-03-04");
    expect(hubToday(hubs, 1, afterEasternMidnight)?.date).toBe("2026-03-03");
  });

  it("names both abbreviations on the day the clocks change", () => {
    expect(hubToday(hubs, 1, new Date("2026-03-08T20:00:00Z"))?.title).toBe(
      "Today at Reno: 08 Mar, 2026 (PST/PDT)",
    );
  });

  it("is no view for a hub that is not one of the person's, or none", () => {
    expect(hubToday(hubs, 3, new Date())).toBeNull();
    expect(hubToday(hubs, null, new Date())).toBeNull();
  });
});
