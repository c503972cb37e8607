import { describe, expect, it } from "vitest";
import { hubCardSlotAvailability } from "./hub-card";

describe("hubCardSlotAvailability", () => {
  it("labels an open slot available", () => {
    expect(hubCardSlotAvailability({ isAvailable: true })).toBe("available");
  });

  it("labels a closed slot unavailable", () => {
    expect(hubCardSlotAvailability({ isAvailable: false })).toBe("unavailable");
  });
});
