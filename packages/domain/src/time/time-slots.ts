import { hourLabel } from "./hour-labels";
import {
  type InstantInput,
  addLocalDays,
  assertTimeZone,
  wallClockOf,
  instantOfLocalTime,
  parseLocalDate,
  toEpochMs,
} from "./zoned-time";

/** Length of a delivery slot on the local wall clock, in hours. */
export const SLOT_LENGTH_HOURS = 3;

/** Number of slots in a local day. */
export const SLOTS_PER_DAY = 8;

/** Local wall-clock hours the slots of a day start at: 0, 3, ..., 21. */
export const SLOT_START_HOURS: readonly number[] = Array.from(
  { length: SLOTS_PER_DAY },
  (_, i) => i * SLOT_LENGTH_HOURS,
);

/** How long before its start a slot stops being bookable, in minutes (3 hours). */
export const BOOKING_LEAD_TIME_MINUTES = 180;

/** One 3-hour slot of a hub's local day. */
export interface TimeSlot {
  /** The local 'YYYY-MM-DD' date the slot belongs to. */
  date: string;
  /** Local wall-clock hour the slot nominally starts at (0, 3, ..., 21). */
  startHour: number;
  /** Start, as a UTC ISO 8601 string. */
  startsAt: string;
  /** End (the next slot's start), as a UTC ISO 8601 string. */
  endsAt: string;
  /** The slot on the local wall clock, e.g. "6 AM - 9 AM". */
  label: string;
  /** Whether the slot starts at least the lead time after `now`. */
  isAvailable: boolean;
}

/** Why a slot start cannot be booked. */
export type SlotBookingProblem = "invalid-instant" | "not-a-slot-start" | "too-soon";

const MINUTE_MS = 60_000;

function assertLeadTime(leadTimeMinutes: number): void {
  if (!Number.isFinite(leadTimeMinutes) || leadTimeMinutes < 0) {
    throw new RangeError(`leadTimeMinutes must be a non-negative number, got ${leadTimeMinutes}`);
  }
}

/** The local 'YYYY-MM-DD' date of an instant in a zone. */
export function localDateOf(instant: InstantInput, timeZone: string): string {
  return wallClockOf(instant, timeZone).format("YYYY-MM-DD");
}

/** Today's local 'YYYY-MM-DD' date in a zone, given the current instant. */
export function todayIn(timeZone: string, now: InstantInput): string {
  return localDateOf(now, timeZone);
}

/**
 * The UTC ISO instant of a local wall-clock hour on a local date.
 * An hour skipped by a spring-forward transition is shifted to the next valid instant
 * (the moment the clocks jump); an hour repeated by a fall-back transition is its first occurrence.
 */
export function slotStartForLocal(date: string, hour: number, timeZone: string): string {
  return new Date(instantOfLocalTime(date, hour, 0, timeZone)).toISOString();
}

/**
 * The 8 slots of a local day in the hub's zone, starting at local 00:00, 03:00, ... 21:00.
 * Each slot ends where the next starts and the last ends at the next local midnight, so on
 * daylight-saving days a slot may last 2 or 4 hours (23- or 25-hour days).
 */
export function listDaySlots({
  date,
  timeZone,
  now,
  leadTimeMinutes = BOOKING_LEAD_TIME_MINUTES,
}: {
  date: string;
  timeZone: string;
  now: InstantInput;
  leadTimeMinutes?: number;
}): TimeSlot[] {
  parseLocalDate(date);
  assertTimeZone(timeZone);
  assertLeadTime(leadTimeMinutes);
  const earliestBookable = toEpochMs(now) + leadTimeMinutes * MINUTE_MS;
  const boundaries = [
    ...SLOT_START_HOURS.map((hour) => instantOfLocalTime(date, hour, 0, timeZone)),
    instantOfLocalTime(addLocalDays(date, 1), 0, 0, timeZone),
  ];

  return SLOT_START_HOURS.map((startHour, index) => {
    const start = boundaries[index] as number;
    const end = boundaries[index + 1] as number;
    return {
      date,
      startHour,
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(end).toISOString(),
      label: `${hourLabel(startHour)} - ${hourLabel(slotEndHour(startHour))}`,
      isAvailable: start >= earliestBookable,
    };
  });
}

/** The slot of the hub's local day that starts exactly at the instant, or null when no slot starts then. */
export function slotStartingAt({
  startsAt,
  timeZone,
  now,
}: {
  startsAt: InstantInput;
  timeZone: string;
  now: InstantInput;
}): TimeSlot | null {
  const start = toEpochMs(startsAt);
  const slots = listDaySlots({ date: localDateOf(startsAt, timeZone), timeZone, now });
  return slots.find((slot) => Date.parse(slot.startsAt) === start) ?? null;
}

/** Why a requested slot start cannot be booked, or null when it can. */
export function slotBookingProblem({
  startsAt,
  timeZone,
  now,
  leadTimeMinutes = BOOKING_LEAD_TIME_MINUTES,
}: {
  startsAt: InstantInput;
  timeZone: string;
  now: InstantInput;
  leadTimeMinutes?: number;
}): SlotBookingProblem | null {
  assertTimeZone(timeZone);
  assertLeadTime(leadTimeMinutes);
  let start: number;
  try {
    start = toEpochMs(startsAt);
  } catch {
    return "invalid-instant";
  }
  if (slotStartingAt({ startsAt: new Date(start), timeZone, now }) === null) return "not-a-slot-start";
  return start >= toEpochMs(now) + leadTimeMinutes * MINUTE_MS ? null : "too-soon";
}

/** The sentence a customer reads when a requested slot start cannot be booked; `field` names the input. */
export function slotBookingProblemMessage(
  problem: SlotBookingProblem,
  {
    field,
    timeZone,
    leadTimeMinutes = BOOKING_LEAD_TIME_MINUTES,
  }: {
    field: string;
    timeZone: string;
    leadTimeMinutes?: number;
  },
): string {
  switch (problem) {
    case "invalid-instant":
      return `${field} must be an ISO 8601 date-time with Z or an offset`;
    case "not-a-slot-start": {
      const starts = SLOT_START_HOURS.map((hour) => `${String(hour).padStart(2, "0")}:00`);
      return `${field} must be the start of a ${SLOT_LENGTH_HOURS}-hour slot (${starts[0]}, ${starts[1]}, … ${starts.at(-1)}) in the hub's time zone ${timeZone}`;
    }
    case "too-soon": {
      const hours = leadTimeMinutes / 60;
      return `${field} must be a slot starting at least ${hours} ${hours === 1 ? "hour" : "hours"} from now; past slots cannot be booked`;
    }
  }
}

/** The local wall-clock hour a slot starting at `startHour` ends at (21 → 0, the next day's midnight). */
export function slotEndHour(startHour: number): number {
  return (startHour + SLOT_LENGTH_HOURS) % 24;
}

/** Whether an instant is exactly one of its local day's slot starts and at least the lead time (3 hours) after `now`. */
export function isSlotBookable(request: {
  startsAt: InstantInput;
  timeZone: string;
  now: InstantInput;
  leadTimeMinutes?: number;
}): boolean {
  return slotBookingProblem(request) === null;
}
