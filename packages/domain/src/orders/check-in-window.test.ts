import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  arrivalTiming,
  checkInWindowOf,
  checkInWindowProblem,
  DEFAULT_CHECK_IN_WINDOW,
  MAX_CHECK_IN_CLOSES_MINUTES_AFTER,
  MAX_CHECK_IN_OPENS_MINUTES_BEFORE,
} from "./check-in-window";

const slot = { timeFrom: "2031-01-13T17:00:00Z", timeTo: "2031-01-13T20:00:00Z" };

describe("checkInWindowOf", () => {
  it("opens 2 hours before the slot starts and closes at the slot's end by default", () => {
    expect(checkInWindowOf(slot, DEFAULT_CHECK_IN_WINDOW)).toEqual({
      opensAt: "2031-01-13T15:00:00.000Z",
      closesAt: "2031-01-13T20:00:00.000Z",
    });
  });

  it("follows the hub's own window: opens earlier, closes later", () => {
    expect(checkInWindowOf(slot, { opensMinutesBefore: 30, closesMinutesAfter: 90 })).toEqual({
      opensAt: "2031-01-13T16:30:00.000Z",
      closesAt: "2031-01-13T21:30:00.000Z",
    });
  });
});

describe("arrivalTiming", () => {
  const window = checkInWindowOf(slot, DEFAULT_CHECK_IN_WINDOW);

  it("a driver five days before the slot is early", () => {
    expect(arrivalTiming("2031-01-08T17:00:00Z", window)).toBe("early");
  });

  it("is early until the window opens, on time from its opening instant", () => {
    expect(arrivalTiming("2031-01-13T14:59:59Z", window)).toBe("early");
    expect(arrivalTiming("2031-01-13T15:00:00Z", window)).toBe("onTime");
  });

  it("is on time until the window closes, late from its closing instant", () => {
    expect(arrivalTiming("2031-01-13T19:59:59Z", window)).toBe("onTime");
    expect(arrivalTiming("2031-01-13T20:00:00Z", window)).toBe("late");
  });

  it("is on time exactly inside the window (property)", () => {
    const opens = Date.parse(window.opensAt);
    const closes = Date.parse(window.closesAt);
    fc.assert(
      fc.property(fc.integer({ min: opens - 86_400_000, max: closes + 86_400_000 }), (ms) => {
        const inside = ms >= opens && ms < closes;
        expect(arrivalTiming(new Date(ms), window) === "onTime").toBe(inside);
      }),
    );
  });
});

describe("checkInWindowProblem", () => {
  it("accepts the default and the limits", () => {
    expect(checkInWindowProblem(DEFAULT_CHECK_IN_WINDOW)).toBeNull();
    expect(
      checkInWindowProblem({
        opensMinutesBefore: MAX_CHECK_IN_OPENS_MINUTES_BEFORE,
        closesMinutesAfter: MAX_CHECK_IN_CLOSES_MINUTES_AFTER,
      }),
    ).toBeNull();
  });

  it.each([
    [{ opensMinutesBefore: -1, closesMinutesAfter: 0 }, /open/],
    [{ opensMinutesBefore: 1.5, closesMinutesAfter: 0 }, /open/],
    [{ opensMinutesBefore: MAX_CHECK_IN_OPENS_MINUTES_BEFORE + 1, closesMinutesAfter: 0 }, /open/],
    [{ opensMinutesBefore: 0, closesMinutesAfter: -5 }, /close/],
    [{ opensMinutesBefore: 0, closesMinutesAfter: MAX_CHECK_IN_CLOSES_MINUTES_AFTER + 1 }, /close/],
  ])("refuses a window a hub cannot have: %o", (policy, problem) => {
    expect(checkInWindowProblem(policy)).toMatch(problem);
  });
});
