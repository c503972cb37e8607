import { formatCalendarDate, timeZoneAbbreviationsOfDay } from "@freight/domain/time/hub-clock";
import { todayIn } from "@freight/domain/time/time-slots";

/** The orders queue's Today view of one hub: the day it is now on that hub's own clock. */
export interface HubToday {
  hubId: number;
  hubName: string;
  /** The hub's today, YYYY-MM-DD: the queue lists the orders whose slot starts on it at that hub. */
  date: string;
  /** "Today at Reno: 03 Mar, 2026 (PST)", for the heading above the list. */
  title: string;
}

/**
 * The hub's today in its own zone, or null when the hub is not one of the person's (a Today view is of one hub:
 * two hubs in two zones can be on two different days). `now` is passed in so the page and its tests agree.
 */
export function hubToday(
  hubs: readonly { id: number; name: string; timeZone: string }[],
  hubId: number | null,
  now: Date,
): HubToday | null {
  const hub = hubs.find((one) => one.id === hubId);
  if (!hub) return null;
  const zone = hub.timeZone || "UTC";
  const date = todayIn(zone, now.toISOString());
  return {
    hubId: hub.id,
    hubName: hub.name,
    date,
    title: `Today at ${hub.name}: ${formatCalendarDate(date)} (${timeZoneAbbreviationsOfDay(date, zone)})`,
  };
}
