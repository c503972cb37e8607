import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SERVICE_WINDOW,
  minutesToServiceWindowTime,
  moveStopDays,
  readServiceWindowTime,
  serviceWindowProblem,
  serviceWindowText,
  serviceWindowTimeText,
  stopDaysText,
  serviceWindowTimeToMinutes,
  serviceWindowTimeToTimeInput,
  stopDateRangeProblem,
  timeInputToServiceWindowTime,
} from "./service-window";

describe("DEFAULT_SERVICE_WINDOW", () => {
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

describe("serviceWindowProblem", () => {
  it("accepts the default window, a single time, and any range that ends after it starts", () => {
    expect(serviceWindowProblem(DEFAULT_SERVICE_WINDOW)).toBeUndefined();
    expect(serviceWindowProblem({ from: "09:30 AM", to: "", isRange: false })).toBeUndefined();
    expect(serviceWindowProblem({ from: "00:00 AM", to: "23:59 PM", isRange: true })).toBeUndefined();
    expect(serviceWindowProblem({ from: "07:00 AM", to: "04:00 PM", isRange: true })).toBeUndefined();
  });

  it("refuses a range that ends at or before its start, naming the end", () => {
    expect(serviceWindowProblem({ from: "16:00 PM", to: "07:00 AM", isRange: true })).toMatchObject({
      field: "to",
    });
    expect(serviceWindowProblem({ from: "10:00 AM", to: "10:00 AM", isRange: true })).toMatchObject({
      field: "to",
    });
  });

  it("refuses a time not in HH:mm A form or with the wrong marker, naming which end", () => {
    expect(serviceWindowProblem({ from: "7 AM", to: "16:00 PM", isRange: true })).toMatchObject({
      field: "from",
    });
    expect(serviceWindowProblem({ from: "07:00 AM", to: "16:00 AM", isRange: true })).toMatchObject({
      field: "to",
    });
    expect(serviceWindowProblem({ from: "25:00 PM", to: "", isRange: false })).toMatchObject({
      field: "from",
    });
    expect(serviceWindowProblem({ from: "\u0000", to: "", isRange: false })).toMatchObject({ field: "from" });
  });
});

describe("stopDateRangeProblem", () => {
  it("accepts a single day and a range of up to 31 days", () => {
    expect(stopDateRangeProblem({ from: "2027-03-01", to: "", isRange: false })).toBeUndefined();
    expect(stopDateRangeProblem({ from: "2027-03-01", to: "2027-03-31", isRange: true })).toBeUndefined();
    expect(stopDateRangeProblem({ from: "2027-03-01", to: "2027-03-01", isRange: true })).toBeUndefined();
  });

  it("refuses a last day before the first, a range over 31 days and text that is no date", () => {
    expect(stopDateRangeProblem({ from: "2027-03-02", to: "2027-03-01", isRange: true })).toMatchObject({
      field: "to",
    });
    expect(stopDateRangeProblem({ from: "2027-03-01", to: "2027-04-01", isRange: true })).toMatchObject({
      field: "to",
      message: /at most 31 days/,
    });
    expect(stopDateRangeProblem({ from: "2027-02-30", to: "", isRange: false })).toMatchObject({
      field: "from",
    });
    expect(stopDateRangeProblem({ from: "03/01/2027", to: "", isRange: false })).toMatchObject({
      field: "from",
    });
  });
});

describe("readServiceWindowTime", () => {
  it("reads the spec's 24-hour form and the 12-hour form alike", () => {
    expect(readServiceWindowTime("16:00 PM")).toBe(16 * 60);
    expect(readServiceWindowTime("04:00 PM")).toBe(16 * 60);
    expect(readServiceWindowTime("07:00 AM")).toBe(7 * 60);
    expect(readServiceWindowTime("12:00 PM")).toBe(12 * 60);
    expect(readServiceWindowTime("12:00 AM")).toBe(0);
    expect(readServiceWindowTime("00:30 AM")).toBe(30);
  });

  it("refuses a PM hour with AM, 00 with PM, and times that are none", () => {
    for (const bad of ["16:00 AM", "00:10 PM", "24:00 PM", "10:60 AM", "10:00", "10:00 am"]) {
      expect(() => readServiceWindowTime(bad), bad).toThrow(RangeError);
    }
  });
});

describe("time input conversion", () => {
  it("turns a time input's HH:mm into the window's HH:mm A and back", () => {
    expect(timeInputToServiceWindowTime("16:30")).toBe("16:30 PM");
    expect(timeInputToServiceWindowTime("07:05")).toBe("07:05 AM");
    expect(serviceWindowTimeToTimeInput("16:30 PM")).toBe("16:30");
    expect(timeInputToServiceWindowTime("24:00")).toBeUndefined();
    expect(timeInputToServiceWindowTime("7:05")).toBeUndefined();
    expect(serviceWindowTimeToTimeInput("nonsense")).toBe("");
  });
});

describe("stopDaysText", () => {
  it("writes one day or a span of days the spec's way, DD MMM, YYYY", () => {
    expect(stopDaysText({ from: "2030-03-04", to: "2030-03-04", isRange: false })).toBe("04 Mar, 2030");
    expect(stopDaysText({ from: "2030-03-04", to: "2030-03-06", isRange: true })).toBe(
      "04 Mar, 2030 – 06 Mar, 2030",
    );
    expect(stopDaysText({ from: "2030-12-30", to: "2031-01-02", isRange: true })).toBe(
      "30 Dec, 2030 – 02 Jan, 2031",
    );
  });
});

describe("serviceWindowTimeText", () => {
  it("reads a stored window time as a real 12-hour time, never 16:00 PM", () => {
    expect(serviceWindowTimeText("16:00 PM")).toBe("4:00 PM");
    expect(serviceWindowTimeText("04:00 PM")).toBe("4:00 PM");
    expect(serviceWindowTimeText("07:00 AM")).toBe("7:00 AM");
    expect(serviceWindowTimeText("00:30 AM")).toBe("12:30 AM");
    expect(serviceWindowTimeText("12:00 PM")).toBe("12:00 PM");
    expect(serviceWindowTimeText("soon")).toBe("soon");
  });
});

describe("serviceWindowText", () => {
  it("shows the spec's default window 07:00 AM to 16:00 PM as 7:00 AM – 4:00 PM, and a single time alone", () => {
    expect(DEFAULT_SERVICE_WINDOW).toEqual({ from: "07:00 AM", to: "16:00 PM", isRange: true });
    expect(serviceWindowText(DEFAULT_SERVICE_WINDOW)).toBe("7:00 AM – 4:00 PM");
    expect(serviceWindowText({ from: "08:00 AM", to: "14:30 PM", isRange: true })).toBe("8:00 AM – 2:30 PM");
    expect(serviceWindowText({ from: "09:00 AM", to: "", isRange: false })).toBe("9:00 AM");
  });
});

describe("moveStopDays", () => {
  it("moves a stop's days as far as its booking moved, so a range keeps its length", () => {
    expect(
      moveStopDays({ from: "2030-03-03", to: "2030-03-05", isRange: true }, "2030-03-04", "2030-03-11"),
    ).toEqual({ from: "2030-03-10", to: "2030-03-12", isRange: true });
    expect(
      moveStopDays({ from: "2030-03-04", to: "2030-03-04", isRange: false }, "2030-03-04", "2030-02-27"),
    ).toEqual({ from: "2030-02-27", to: "2030-02-27", isRange: false });
    // Across a month end and a leap day.
    expect(
      moveStopDays({ from: "2028-02-28", to: "2028-02-28", isRange: false }, "2028-02-28", "2028-03-01"),
    ).toEqual({ from: "2028-03-01", to: "2028-03-01", isRange: false });
  });

  it("leaves an empty day, or every day when a booking date is no date, as it is", () => {
    expect(moveStopDays({ from: "2030-03-04", to: "", isRange: false }, "2030-03-04", "2030-03-06")).toEqual({
      from: "2030-03-06",
      to: "",
      isRange: false,
    });
    const days = { from: "2030-03-04", to: "2030-03-04", isRange: false };
    expect(moveStopDays(days, "", "2030-03-06")).toEqual(days);
    expect(moveStopDays(days, "2030-03-04", "2030-02-30")).toEqual(days);
  });
});
