import { clockTimeToMinutes, type WeeklyOpeningHours, type Weekday } from "./opening-hours";

/** A weekday window on the hubs' own clocks, minutes after local midnight (`to` may be 1440). */
export interface TypicalWindow {
  from: number;
  to: number;
}

const MONDAY_TO_FRIDAY: readonly Weekday[] = [1, 2, 3, 4, 5];

/** The weekday window a hub is open throughout on every day Monday–Friday; null when closed on one of them. */
function weekdayWindowOf(hours: WeeklyOpeningHours): TypicalWindow | null {
  if (hours.roundTheClock) return { from: 0, to: 24 * 60 };
  let window: TypicalWindow | null = { from: 0, to: 24 * 60 };
  for (const weekday of MONDAY_TO_FRIDAY) {
    const day = hours.days[weekday];
    if (!day || window === null) return null;
    const open = clockTimeToMinutes(day.open);
    const rawClose = clockTimeToMinutes(day.close, { allowEndOfDay: true });
    // Hours that run past midnight keep the hub open to the end of the day.
    const close = rawClose <= open ? 24 * 60 : rawClose;
    window = { from: Math.max(window.from, open), to: Math.min(window.to, close) };
    if (window.from >= window.to) window = null;
  }
  return window;
}

/**
 * "Most hubs open 6:00 AM – 8:00 PM" made true from the data: the longest weekday window (Monday to Friday, each
 * hub's own clock) that more than half of the hubs are open throughout; a round-the-clock hub covers every window.
 * Ties go to the earlier window. Null when no window is shared by more than half of them (or there are no hubs).
 */
export function typicalOpeningHours(hubs: readonly WeeklyOpeningHours[]): TypicalWindow | null {
  const windows = hubs.map(weekdayWindowOf);
  const open = windows.filter((window): window is TypicalWindow => window !== null);
  const froms = [...new Set(open.map((window) => window.from))];
  const tos = [...new Set(open.map((window) => window.to))];
  let best: TypicalWindow | null = null;
  for (const from of froms) {
    for (const to of tos) {
      if (to <= from) continue;
      const covering = open.filter((window) => window.from <= from && window.to >= to).length;
      if (covering * 2 <= hubs.length) continue;
      const isLonger = best === null || to - from > best.to - best.from;
      const isEarlierTie = best !== null && to - from === best.to - best.from && from < best.from;
      if (isLonger || isEarlierTie) best = { from, to };
    }
  }
  return best;
}
