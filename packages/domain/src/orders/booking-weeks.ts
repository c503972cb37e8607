/**
 * The weeks the dashboard's chart counts orders in: an order belongs to the week it was booked (created), not the
 * week of its slot, and a week starts Monday 00:00 UTC. The API groups by these weeks and the portal lays out the
 * same ones, so both must agree.
 */

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week an instant falls in, as epoch milliseconds. */
function weekStartMs(ms: number): number {
  const day = new Date(ms);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return midnight - weekday * DAY_MS;
}

/** The Monday (UTC, `YYYY-MM-DD`) of the week an instant was booked in. */
export function bookingWeekStart(ms: number): string {
  return new Date(weekStartMs(ms)).toISOString().slice(0, 10);
}

/** The Mondays of the last `weeks` weeks up to the week of `now`, oldest first (the current week last). */
export function bookingWeekStarts(now: number, weeks: number): string[] {
  const last = weekStartMs(now);
  return Array.from({ length: weeks }, (_, index) =>
    new Date(last - (weeks - 1 - index) * WEEK_MS).toISOString().slice(0, 10),
  );
}
