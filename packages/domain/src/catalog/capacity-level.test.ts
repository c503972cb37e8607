import { describe, expect, it } from "vitest";
import { dayCapacityLevel, slotCapacityLevel } from "./capacity-level";

const open = (remaining: number, capacity = 6) => ({ remaining, capacity, isAvailable: true });

describe("slotCapacityLevel", () => {
  it.each([
    [6, "high"],
    [5, "high"],
    [4, "medium"],
    [3, "medium"],
    [2, "low"],
    [1, "low"],
  ] as const)("rates a slot with %i of 6 places free as %s", (remaining, level) => {
    expect(slotCapacityLevel(open(remaining))).toBe(level);
  });

  it("rates a full slot low", () => {
    expect(slotCapacityLevel({ remaining: 0, capacity: 6, isAvailable: false })).toBe("low");
  });

  it("rates a slot that cannot be booked low, whatever places it has", () => {
    expect(slotCapacityLevel({ remaining: 6, capacity: 6, isAvailable: false })).toBe("low");
  });

  it("rates a slot the hub set to take no bookings (capacity 0) low", () => {
    expect(slotCapacityLevel({ remaining: 0, capacity: 0, isAvailable: true })).toBe("low");
  });
});

describe("dayCapacityLevel", () => {
  it("rates a day by the free share of its bookable slots' places", () => {
    expect(dayCapacityLevel([open(6), open(6)])).toBe("high");
    expect(dayCapacityLevel([open(6), open(0)])).toBe("medium");
    expect(dayCapacityLevel([open(1), open(1), open(6)])).toBe("medium");
    expect(dayCapacityLevel([open(1), open(1), open(1)])).toBe("low");
  });

  it("leaves slots that cannot be booked out of the day's share", () => {
    expect(dayCapacityLevel([open(6), { remaining: 0, capacity: 6, isAvailable: false }])).toBe("high");
  });

  it("rates a day without a bookable slot low", () => {
    expect(dayCapacityLevel([{ remaining: 6, capacity: 6, isAvailable: false }])).toBe("low");
    expect(dayCapacityLevel([])).toBe("low");
  });
});
