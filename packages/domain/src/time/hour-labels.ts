/** Time-of-day markers of the 12-hour clock. */
export const Meridiem = {
  AM: "AM",
  PM: "PM",
} as const;

/** One of the time-of-day markers. */
export type Meridiem = (typeof Meridiem)[keyof typeof Meridiem];

/** An hour of the 12-hour clock (1-12) with its time-of-day marker. */
export interface TwelveHourTime {
  hour: number;
  meridiem: Meridiem;
}

function assertHourOfDay(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be a whole number from 0 to 23, got ${hour}`);
  }
}

/** Converts a 24-hour clock hour (0-23) to the 12-hour clock: 0 is 12 AM, 12 is 12 PM. */
export function to12Hour(hour24: number): TwelveHourTime {
  assertHourOfDay(hour24);
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { hour, meridiem: hour24 < 12 ? Meridiem.AM : Meridiem.PM };
}

/** Converts a 12-hour clock hour (1-12) and marker back to the 24-hour clock: 12 AM is 0, 12 PM is 12. */
export function to24Hour(hour12: number, meridiem: Meridiem): number {
  if (!Number.isInteger(hour12) || hour12 < 1 || hour12 > 12) {
    throw new RangeError(`hour must be a whole number from 1 to 12, got ${hour12}`);
  }
  const base = hour12 % 12;
  return meridiem === Meridiem.PM ? base + 12 : base;
}

/** The label of a 24-hour clock hour, e.g. 0 → "12 AM", 13 → "1 PM". */
export function hourLabel(hour24: number): string {
  const { hour, meridiem } = to12Hour(hour24);
  return `${hour} ${meridiem}`;
}

/** A 24-hour clock time as the listing shows it, e.g. (7, 0) → "7:00 AM", (0, 30) → "12:30 AM". */
export function clockTimeLabel(hour24: number, minute = 0): string {
  const { hour, meridiem } = to12Hour(hour24);
  return `${hour}:${String(minute).padStart(2, "0")} ${meridiem}`;
}

/** The 24 hour labels '12 AM'..'11 PM', indexed by the 24-hour clock hour. */
export const HOUR_LABELS: readonly string[] = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));

/** The 24-hour clock hour of a label such as "7 PM" (→ 19), or null when the text is not an hour label. */
export function hourFromLabel(label: string): number | null {
  const index = HOUR_LABELS.indexOf(label.trim().replace(/\s+/g, " ").toUpperCase());
  return index === -1 ? null : index;
}
