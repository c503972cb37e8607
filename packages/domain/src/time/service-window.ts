import { clockTimeLabel } from "./hour-labels";
import { formatCalendarDate } from "./hub-clock";
import { clockTimeToMinutes } from "./opening-hours";
import { addLocalDays, parseLocalDate } from "./zoned-time";

/**
 * A pick-up or delivery time window as stored and sent: "HH:mm A" (24-hour clock with marker, as the spec writes
 * it, "16:00 PM"). People read it through serviceWindowText ("4:00 PM").
 */
export interface ServiceWindow {
  from: string;
  to: string;
  /** Whether the window is a range (from-to) rather than a single time. */
  isRange: boolean;
}

/** The default service window: 07:00 AM to 16:00 PM as a range (stored so; read as 7:00 AM – 4:00 PM). */
export const DEFAULT_SERVICE_WINDOW: Readonly<ServiceWindow> = {
  from: "07:00 AM",
  to: "16:00 PM",
  isRange: true,
};

const WINDOW_TIME = /^(\d{2}:\d{2}) (AM|PM)$/;

/** Minutes after midnight of a window time such as "16:00 PM" (the hour is already on the 24-hour clock). */
export function serviceWindowTimeToMinutes(time: string): number {
  const match = WINDOW_TIME.exec(time.trim());
  if (!match) throw new RangeError(`Not a window time in "HH:mm A" form: ${JSON.stringify(time)}`);
  const minutes = clockTimeToMinutes(match[1] ?? "");
  const expectedMarker = minutes < 12 * 60 ? "AM" : "PM";
  if (match[2] !== expectedMarker)
    throw new RangeError(`${time} mixes a ${expectedMarker} hour with ${match[2]}`);
  return minutes;
}

/** The "HH:mm A" window time of minutes after midnight, e.g. 960 → "16:00 PM". */
export function minutesToServiceWindowTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`minutes must be a whole number from 0 to 1439, got ${minutes}`);
  }
  const hours = String(Math.floor(minutes / 60)).padStart(2, "0");
  return `${hours}:${String(minutes % 60).padStart(2, "0")} ${minutes < 12 * 60 ? "AM" : "PM"}`;
}

/** The longest a stop's days may run (a range of dates), in days: a week of pick-ups is one booking, not a season. */
export const STOP_DATE_RANGE_MAX_DAYS = 31;

/**
 * Minutes after midnight of a stop's window time, read in either form it is written in: the spec's 24-hour
 * clock with its marker ("16:00 PM") or the 12-hour clock ("04:00 PM", "12:00 AM" for midnight). An hour of 13
 * to 23 must say PM, 00 must say AM. Throws a RangeError naming the problem.
 */
export function readServiceWindowTime(time: string): number {
  const match = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(time.trim());
  if (!match) throw new RangeError(`Not a time such as 07:00 AM: ${JSON.stringify(time)}`);
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const isPm = match[3] === "PM";
  if (hour > 23 || minute > 59) throw new RangeError(`${time} is not a time of day`);
  if (hour >= 13 && !isPm) throw new RangeError(`${time} mixes a PM hour with AM`);
  if (hour === 0 && isPm) throw new RangeError(`${time} mixes an AM hour with PM`);
  const hour24 = hour >= 13 || hour === 0 ? hour : (hour % 12) + (isPm ? 12 : 0);
  return hour24 * 60 + minute;
}

/**
 * What is wrong with a stop's time window, or undefined when it is right: each time one of a day (see
 * readServiceWindowTime), and a range that ends after it starts (the window is within one day; a stop running
 * past midnight is two stops).
 */
export function serviceWindowProblem(
  window: ServiceWindow,
): { field: "from" | "to"; message: string } | undefined {
  let from: number;
  try {
    from = readServiceWindowTime(window.from);
  } catch (error) {
    return { field: "from", message: `The window's start: ${(error as Error).message}` };
  }
  if (!window.isRange) return undefined;
  let to: number;
  try {
    to = readServiceWindowTime(window.to);
  } catch (error) {
    return { field: "to", message: `The window's end: ${(error as Error).message}` };
  }
  if (to <= from) {
    return { field: "to", message: `The window must end after it starts (${window.from} to ${window.to})` };
  }
  return undefined;
}

/**
 * What is wrong with a stop's days (YYYY-MM-DD, from and to), or undefined: a range ends on or after its first
 * day and runs at most STOP_DATE_RANGE_MAX_DAYS days; a single day is just its first.
 */
export function stopDateRangeProblem(range: {
  from: string;
  to: string;
  isRange: boolean;
}): { field: "from" | "to"; message: string } | undefined {
  // A calendar day that exists: "2027-02-30" is refused, not rolled over into March.
  const dayOf = (text: string) => {
    const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text ? time : NaN;
  };
  const from = dayOf(range.from);
  if (Number.isNaN(from))
    return { field: "from", message: `The first day is not a date: ${JSON.stringify(range.from)}` };
  if (!range.isRange) return undefined;
  const to = dayOf(range.to);
  if (Number.isNaN(to))
    return { field: "to", message: `The last day is not a date: ${JSON.stringify(range.to)}` };
  if (to < from)
    return { field: "to", message: `The last day (${range.to}) is before the first (${range.from})` };
  const days = (to - from) / 86_400_000 + 1;
  if (days > STOP_DATE_RANGE_MAX_DAYS) {
    return {
      field: "to",
      message: `A stop runs at most ${STOP_DATE_RANGE_MAX_DAYS} days (${range.from} to ${range.to} is ${days})`,
    };
  }
  return undefined;
}

/** "HH:mm" from a time input (24-hour) as a window time ("16:30" → "16:30 PM"); undefined for anything else. */
export function timeInputToServiceWindowTime(value: string): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return minutesToServiceWindowTime(minutes);
}

/** A window time as a time input's value ("16:30 PM" or "04:30 PM" → "16:30"); "" when it is not one. */
export function serviceWindowTimeToTimeInput(time: string): string {
  try {
    return minutesToServiceWindowTime(readServiceWindowTime(time)).slice(0, 5);
  } catch {
    return "";
  }
}

/** A stop's days as shown: "04 Mar, 2030", or "04 Mar, 2030 – 06 Mar, 2030" for several. */
export function stopDaysText(date: { from: string; to: string; isRange: boolean }): string {
  const first = formatCalendarDate(date.from);
  return date.isRange && date.to && date.to !== date.from
    ? `${first} – ${formatCalendarDate(date.to)}`
    : first;
}

/**
 * A window time as people read it, a real 12-hour time: "16:00 PM" and "04:00 PM" → "4:00 PM", "07:00 AM" →
 * "7:00 AM". A text that is no window time is shown as it is.
 */
export function serviceWindowTimeText(time: string): string {
  try {
    const minutes = readServiceWindowTime(time);
    return clockTimeLabel(Math.floor(minutes / 60), minutes % 60);
  } catch {
    return time;
  }
}

/** A stop's time window as shown: "7:00 AM – 4:00 PM", or the one time when it is not a range. */
export function serviceWindowText(window: ServiceWindow): string {
  const from = serviceWindowTimeText(window.from);
  return window.isRange ? `${from} – ${serviceWindowTimeText(window.to)}` : from;
}

/** Whole days from one 'YYYY-MM-DD' date to another (negative when `to` is earlier). */
function daysFromTo(from: string, to: string): number {
  const at = (date: string) => {
    const { year, month, day } = parseLocalDate(date);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/**
 * A stop's days moved with its booking's date (a repeat on another day, a form whose date changes): as many days
 * later or earlier as the booking moved, so a range keeps its length and a pick-up the day before the slot stays
 * the day before. A day that is empty or no date is left as it is; so is everything when either booking date is
 * no date.
 */
export function moveStopDays<Days extends { from: string; to: string; isRange: boolean }>(
  days: Days,
  bookingDate: string,
  newBookingDate: string,
): Days {
  let shift: number;
  try {
    shift = daysFromTo(bookingDate, newBookingDate);
  } catch {
    return days;
  }
  const move = (date: string) => {
    try {
      return addLocalDays(date, shift);
    } catch {
      return date;
    }
  };
  return { ...days, from: move(days.from), to: move(days.to) };
}
