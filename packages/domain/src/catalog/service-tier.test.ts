import { describe, expect, it } from "vitest";
import { isServiceTier } from "./service-tier";

describe("isServiceTier", () => {
  it.each([
    ["Booking", true],
    ["BookingPlus", true],
    ["booking", false],
    [undefined, false],
  ])("answers %j with %s", (value, expected) => {
    expect(isServiceTier(value)).toBe(expected);
  });
});
