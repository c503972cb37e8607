import { ChargeKind } from "../catalog/charge-kind";
import { type InstantInput, assertTimeZone, wallClockOf } from "./zoned-time";

/** A local weekday, 0 = Sunday ... 6 = Saturday (as Date.getDay and dayjs.day() count). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Every weekday, Sunday first. */
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A hub's opening hours on one local day, "HH:mm" on the hub's wall clock ("HH:mm:ss" is accepted too).
 * `close` may be "24:00" (until midnight); a `close` at or before `open` runs past midnight into the next day.
 */
export interface DailyOpeningHours {
  open: string;
  close: string;
}

/** A hub's weekly opening hours in its own time zone. */
export interface WeeklyOpeningHours {
  /** Open at every hour of every day (the roundTheClock feature); `days` is then ignored. */
  roundTheClock: boolean;
  /** Hours per weekday; null means closed all day. */
  days: Readonly<Record<Weekday, DailyOpeningHours | null>>;
}

/** One opening-hours row as the database stores it (a missing weekday means closed). */
export interface OpeningHoursRow {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

/** What a hub offers outside its opening hours (its feature flags of those names). */
export interface OutOfHoursService {
  /** Staff on site after hours. */
  afterHours: boolean;
  /** Staff called out for a booking after hours. */
  callFee: boolean;
  /** Open and staffed around the clock. */
  roundTheClock: boolean;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes after local midnight of an "HH:mm" (or "HH:mm:ss") clock time; "24:00" is 1440 when allowed. */
export function clockTimeToMinutes(time: string, { allowEndOfDay = false } = {}): number {
  if (allowEndOfDay && /^24:00(?::00)?$/.test(time)) return MINUTES_PER_DAY;
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not a clock time in HH:mm form: ${JSON.stringify(time)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function intervalOf(hours: DailyOpeningHours): { open: number; close: number } {
  const open = clockTimeToMinutes(hours.open);
  const close = clockTimeToMinutes(hours.close, { allowEndOfDay: true });
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close };
}

/** Builds weekly hours from database rows; weekdays without a row are closed. */
export function weeklyOpeningHoursFromRows(
  rows: readonly OpeningHoursRow[],
  { roundTheClock = false }: { roundTheClock?: boolean } = {},
): WeeklyOpeningHours {
  const days: Record<Weekday, DailyOpeningHours | null> = {
    0: null,
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
  };
  for (const row of rows) {
    if (!WEEKDAYS.includes(row.weekday as Weekday))
      throw new RangeError(`weekday must be 0-6, got ${row.weekday}`);
    const hours = { open: row.opensAt, close: row.closesAt };
    intervalOf(hours);
    days[row.weekday as Weekday] = hours;
  }
  return { roundTheClock, days };
}

/** Whether the hub is open at an instant, judged on its local wall clock (so across DST too). */
export function isOpenAt({
  instant,
  timeZone,
  hours,
}: {
  instant: InstantInput;
  timeZone: string;
  hours: WeeklyOpeningHours;
}): boolean {
  assertTimeZone(timeZone);
  const wall = wallClockOf(instant, timeZone);
  if (hours.roundTheClock) return true;
  const weekday = wall.day() as Weekday;
  const minute = wall.hour() * 60 + wall.minute();
  const today = hours.days[weekday];
  if (today) {
    const { open, close } = intervalOf(today);
    if (minute >= open && minute < close) return true;
  }
  // Hours of the previous day that run past midnight.
  const yesterday = hours.days[((weekday + 6) % 7) as Weekday];
  if (yesterday) {
    const { open, close } = intervalOf(yesterday);
    if (close > MINUTES_PER_DAY && minute + MINUTES_PER_DAY >= open && minute + MINUTES_PER_DAY < close)
      return true;
  }
  return false;
}

/**
 * The charge kind of a slot, or null when the hub takes no work then. Inside the hub's opening hours: business
 * hours. Outside them: the after-hours fee at a hub with staff after hours (afterHours or roundTheClock), else a
 * call fee at a hub that calls staff out (callFee); a hub with neither is closed then. After-hours staff win
 * over a call-out: nobody needs calling when someone is there.
 */
export function chargeKindFor({
  startsAt,
  timeZone,
  hours,
  service,
}: {
  startsAt: InstantInput;
  timeZone: string;
  hours: WeeklyOpeningHours;
  service: OutOfHoursService;
}): ChargeKind | null {
  if (isOpenAt({ instant: startsAt, timeZone, hours })) return ChargeKind.BusinessHours;
  if (service.afterHours || service.roundTheClock) return ChargeKind.AfterHours;
  if (service.callFee) return ChargeKind.CallFee;
  return null;
}

/** Why a slot outside the hub's hours cannot be booked at a hub without after-hours staff or call-outs. */
export const OUTSIDE_HOURS_REASON =
  "The hub is closed at this time and offers no after-hours or call-out service";

/**
 * What is wrong with a week of opening hours an editor entered, or null: each time must be "HH:mm" ("24:00" closes
 * at midnight), and a day whose hours run past midnight must close before the next day opens (they would overlap).
 */
export function weeklyHoursProblem(days: Readonly<Record<Weekday, DailyOpeningHours | null>>): string | null {
  const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const intervals = new Map<Weekday, { open: number; close: number }>();
  for (const weekday of WEEKDAYS) {
    const hours = days[weekday];
    if (!hours) continue;
    try {
      intervals.set(weekday, intervalOf(hours));
    } catch {
      return `${names[weekday]}: enter the opening and closing times as HH:mm (24:00 for midnight)`;
    }
  }
  for (const [weekday, today] of intervals) {
    const nextDay = ((weekday + 1) % 7) as Weekday;
    const tomorrow = intervals.get(nextDay);
    if (tomorrow && today.close > MINUTES_PER_DAY + tomorrow.open) {
      return `${names[weekday]}'s hours run past ${names[nextDay]}'s opening; close earlier or open later`;
    }
  }
  return null;
}
