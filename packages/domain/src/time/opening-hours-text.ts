import { clockTimeLabel } from "./hour-labels";
import { clockTimeToMinutes, type WeeklyOpeningHours, type Weekday } from "./opening-hours";

/** One line of a week of opening hours as people read it: "Mon–Fri" and "6:00 AM – 8:00 PM". */
export interface OpeningHoursLine {
  days: string;
  hours: string;
}

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: "Sun",
  1: "Mon",
  2: "Tue",
  3: "Wed",
  4: "Thu",
  5: "Fri",
  6: "Sat",
};

/** The week as people read it, Monday first. */
const MONDAY_FIRST: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

function timeLabel(time: string): string {
  const minutes = clockTimeToMinutes(time, { allowEndOfDay: true }) % (24 * 60);
  return clockTimeLabel(Math.floor(minutes / 60), minutes % 60);
}

function hoursOfDay(day: WeeklyOpeningHours["days"][Weekday]): string {
  if (!day) return "Closed";
  const open = clockTimeToMinutes(day.open);
  const close = clockTimeToMinutes(day.close, { allowEndOfDay: true });
  if (open === 0 && close === 24 * 60) return "Open 24 hours";
  return `${timeLabel(day.open)} – ${timeLabel(day.close)}`;
}

/**
 * A week of opening hours in lines, Monday first, consecutive days with the same hours together:
 * [{ days: "Mon–Fri", hours: "6:00 AM – 8:00 PM" }, { days: "Sat", hours: "8:00 AM – 2:00 PM" },
 * { days: "Sun", hours: "Closed" }]. Times are the hub's wall clock. A round-the-clock hub is one line.
 */
export function openingHoursLines(hours: WeeklyOpeningHours): OpeningHoursLine[] {
  if (hours.roundTheClock) return [{ days: "Every day", hours: "Open 24 hours" }];
  const lines: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const weekday of MONDAY_FIRST) {
    const text = hoursOfDay(hours.days[weekday]);
    const previous = lines.at(-1);
    if (previous && previous.hours === text) previous.last = weekday;
    else lines.push({ first: weekday, last: weekday, hours: text });
  }
  if (lines.length === 1) return [{ days: "Every day", hours: lines[0]?.hours ?? "Closed" }];
  return lines.map((line) => ({
    days:
      line.first === line.last ? DAY_NAMES[line.first] : `${DAY_NAMES[line.first]}–${DAY_NAMES[line.last]}`,
    hours: line.hours,
  }));
}
