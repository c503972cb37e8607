import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SERVICE_WINDOW,
  minutesToServiceWindowTime,
  serviceWindowTimeToMinutes,
} from "./service-window";

describe("DEFAULT_SERVICE_WINDOW", () => {
  it("runs from 07:00 AM to 16:00 PM as a range", () => {
    expect(DEFAULT_SERVICE_WINDOW).toEqual({ from: "07:00 AM", to: "16:00 PM", isRange: true });
  });

  it("spans nine hours", () => {
    const length =
      serviceWindowTimeToMinutes(DEFAULT_SERVICE_WINDOW.to) -
      serviceWindowTimeToMinutes(DEFAULT_SERVICE_WINDOW.from);
    expect(length).toBe(9 * 60);
  });
});

describe("serviceWindowTimeToMinutes", () => {
  it.each([
    ["07:00 AM", 420],
    ["16:00 PM", 960],
    ["00:30 AM", 30],
    ["12:00 PM", 720],
  ])("reads %s as %i minutes after midnight", (time, minutes) => {
    expect(serviceWindowTimeToMinutes(time)).toBe(minutes);
  });

  it.each(["7:00 AM", "16:00 AM", "07:00 PM", "16:00", "24:00 PM"])("rejects %j", (time) => {
    expect(() => serviceWindowTimeToMinutes(time)).toThrow(RangeError);
  });
});

describe("minutesToServiceWindowTime", () => {
  it.each([
    [420, "07:00 AM"],
    [960, "16:00 PM"],
    [0, "00:00 AM"],
    [1439, "23:59 PM"],
  ])("writes %i as %s", (minutes, time) => {
    expect(minutesToServiceWindowTime(minutes)).toBe(time);
  });

  it.each([-1, 1440, 1.5])("rejects %s", (minutes) => {
    expect(() => minutesToServiceWindowTime(minutes)).toThrow(RangeError);
  });

  it("round-trips every minute of the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minutes) => {
        expect(serviceWindowTimeToMinutes(minutesToServiceWindowTime(minutes))).toBe(minutes);
      }),
    );
  });
});
