import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampClockHour, clampClockMinute } from "./clock";

describe("clampClockHour", () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 7],
    [12, 12],
    [13, 12],
    [-5, 1],
    [9.8, 9],
    ["11", 11],
    ["40", 12],
    ["", 1],
    ["ab", 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 12],
  ])("clamps %j to %i", (value, expected) => {
    expect(clampClockHour(value)).toBe(expected);
  });

  it("always lands on a whole hour from 1 to 12", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (value) => {
        const hour = clampClockHour(value);
        expect(Number.isInteger(hour) && hour >= 1 && hour <= 12).toBe(true);
      }),
    );
  });
});

describe("clampClockMinute", () => {
  it.each([
    [-1, 0],
    [0, 0],
    [30, 30],
    [59, 59],
    [60, 59],
    ["07", 7],
    ["x", 0],
  ])("clamps %j to %i", (value, expected) => {
    expect(clampClockMinute(value)).toBe(expected);
  });

  it("always lands on a whole minute from 0 to 59", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (value) => {
        const minute = clampClockMinute(value);
        expect(Number.isInteger(minute) && minute >= 0 && minute <= 59).toBe(true);
      }),
    );
  });
});
