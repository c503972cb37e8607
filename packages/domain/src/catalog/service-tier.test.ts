import { describe, expect, it } from "vitest";
import { isServiceTier, SERVICE_TIERS } from "./service-tier";

describe("SERVICE_TIERS", () => {
  it("lists the product tier, BookingPlus and Booking", () => {
    expect(SERVICE_TIERS).toEqual(["Product", "BookingPlus", "Booking"]);
  });
});

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
