import { describe, expect, it } from "vitest";
import { formatLongDate } from "./long-date";

describe("formatLongDate", () => {
  it("shows a policy date in the spec's reading format", () => {
    expect(formatLongDate("2026-01-01")).toBe("01 Jan, 2026");
    expect(formatLongDate("2025-11-30")).toBe("30 Nov, 2025");
  });

  it("refuses text that is not a calendar date", () => {
    expect(() => formatLongDate("January 1st")).toThrow(RangeError);
  });
});
