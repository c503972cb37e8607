import { toEpochMs, type InstantInput } from "../time/zoned-time";

/**
 * When a driver may check in for their slot, as a hub sets it: from `opensMinutesBefore` the slot starts to
 * `closesMinutesAfter` the slot ends. Outside it the driver is told when the window is and whom to call, and
 * the arrival is still recorded, as early or late, for the gate to let in.
 */
export interface CheckInWindowPolicy {
  opensMinutesBefore: number;
  closesMinutesAfter: number;
}

/** Every hub's window until its team changes it: from 2 hours before the slot starts to the slot's end. */
export const DEFAULT_CHECK_IN_WINDOW: CheckInWindowPolicy = { opensMinutesBefore: 120, closesMinutesAfter: 0 };

/** The earliest a hub may open check-in: a week before the slot. */
export const MAX_CHECK_IN_OPENS_MINUTES_BEFORE = 7 * 24 * 60;

/** The latest a hub may keep check-in open: a day after the slot ends. */
export const MAX_CHECK_IN_CLOSES_MINUTES_AFTER = 24 * 60;

/** One slot's check-in window, as ISO instants: opens at `opensAt` (inclusive), closes at `closesAt` (exclusive). */
export interface CheckInWindow {
  opensAt: string;
  closesAt: string;
}

const MINUTE_MS = 60_000;

/** The check-in window of a slot under a hub's policy. */
export function checkInWindowOf(
  slot: { timeFrom: InstantInput; timeTo: InstantInput },
  policy: CheckInWindowPolicy,
): CheckInWindow {
  return {
    opensAt: new Date(toEpochMs(slot.timeFrom) - policy.opensMinutesBefore * MINUTE_MS).toISOString(),
    closesAt: new Date(toEpochMs(slot.timeTo) + policy.closesMinutesAfter * MINUTE_MS).toISOString(),
  };
}

/** How a driver's arrival stands against the window: before it opens, inside it, or after it closed. */
export type ArrivalTiming = "early" | "onTime" | "late";

/** Every arrival timing. */
export const ARRIVAL_TIMINGS: readonly ArrivalTiming[] = ["early", "onTime", "late"];

/** Whether a value is an arrival timing (a stored one read back). */
export function isArrivalTiming(value: unknown): value is ArrivalTiming {
  return ARRIVAL_TIMINGS.includes(value as ArrivalTiming);
}

/** The timing of an arrival at `now`: the window's opening instant is on time, its closing instant is late. */
export function arrivalTiming(now: InstantInput, window: CheckInWindow): ArrivalTiming {
  const at = toEpochMs(now);
  if (at < toEpochMs(window.opensAt)) return "early";
  if (at >= toEpochMs(window.closesAt)) return "late";
  return "onTime";
}

/** Why a hub cannot have this window (whole minutes, within the limits), or null when it can. */
export function checkInWindowProblem(policy: CheckInWindowPolicy): string | null {
  const { opensMinutesBefore, closesMinutesAfter } = policy;
  if (
    !Number.isInteger(opensMinutesBefore) ||
    opensMinutesBefore < 0 ||
    opensMinutesBefore > MAX_CHECK_IN_OPENS_MINUTES_BEFORE
  ) {
    return `Check-in must open 0 to ${MAX_CHECK_IN_OPENS_MINUTES_BEFORE} whole minutes before the slot starts`;
  }
  if (
    !Number.isInteger(closesMinutesAfter) ||
    closesMinutesAfter < 0 ||
    closesMinutesAfter > MAX_CHECK_IN_CLOSES_MINUTES_AFTER
  ) {
    return `Check-in must close 0 to ${MAX_CHECK_IN_CLOSES_MINUTES_AFTER} whole minutes after the slot ends`;
  }
  return null;
}
