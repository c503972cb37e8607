import { describe, expect, it } from "vitest";
import { formatAtHub, orderStatusLabel } from "./format";

describe("formatAtHub", () => {
  it("shows a slot on the hub's own clock, across a DST change", () => {
    // 2030-03-10 is the spring-forward day in the US: 9:00 in Reno is 16:00 UTC after the change.
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Los_Angeles")).toBe("Sun, Mar 10, 9:00 AM");
    expect(formatAtHub("2030-03-09T17:00:00Z", "America/Los_Angeles")).toBe("Sat, Mar 9, 9:00 AM");
    expect(formatAtHub("2030-03-10T16:00:00Z", "America/Toronto")).toBe("Sun, Mar 10, 12:00 PM");
  });
});

describe("orderStatusLabel", () => {
  it("names a status as the customer's portal does", () => {
    expect(orderStatusLabel("needsAttention")).toBe("Needs attention");
    expect(orderStatusLabel("arrivedToHub")).toBe("Arrived at hub");
  });
});
