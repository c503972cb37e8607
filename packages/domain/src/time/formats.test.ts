import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { DateFormat } from "./formats";

dayjs.extend(utc);

describe("DateFormat", () => {
  it("writes a clock time as a real 12-hour time, never 16:00 PM", () => {
    expect(dayjs.utc("2024-03-05T16:00:00Z").format(DateFormat.clockTime)).toBe("4:00 PM");
    expect(dayjs.utc("2024-03-05T00:05:00Z").format(DateFormat.clockTime)).toBe("12:05 AM");
  });

  const instant = dayjs.utc("2024-03-05T16:07:00Z");

  it.each([
    [DateFormat.hour, "h A", "4 PM"],
    [DateFormat.displayDate, "DD MMM, YYYY", "05 Mar, 2024"],
    [DateFormat.clockTime, "h:mm A", "4:07 PM"],
    [DateFormat.isoDate, "YYYY-MM-DD", "2024-03-05"],
    [DateFormat.usDate, "MM-DD-YYYY", "03-05-2024"],
  ])("formats with the spec pattern %s (%s) as %s", (format, pattern, expected) => {
    expect(format).toBe(pattern);
    expect(instant.format(format)).toBe(expected);
  });
});
