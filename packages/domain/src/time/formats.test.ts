import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { DateFormat } from "./formats";

dayjs.extend(utc);

describe("DateFormat", () => {
  const instant = dayjs.utc("2024-03-05T16:07:00Z");

  it.each([
    [DateFormat.hour, "h A", "4 PM"],
    [DateFormat.displayDate, "DD MMM, YYYY", "05 Mar, 2024"],
    [DateFormat.clockTime, "HH:mm A", "16:07 PM"],
    [DateFormat.isoDate, "YYYY-MM-DD", "2024-03-05"],
    [DateFormat.usDate, "MM-DD-YYYY", "03-05-2024"],
  ])("formats with the spec pattern %s (%s) as %s", (format, pattern, expected) => {
    expect(format).toBe(pattern);
    expect(instant.format(format)).toBe(expected);
  });
});
