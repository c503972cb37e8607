import {
  chargeKindFor,
  isOpenAt,
  weeklyOpeningHoursFromRows,
  type OpeningHoursRow,
  type TimeOfDayChargeKind,
  type WeeklyOpeningHours,
} from "@freight/domain/time/opening-hours";
import type { HubFeatureFlags } from "../../db/schema/hubs.js";

export interface HubHours {
  timeZone: string;
  features: Pick<HubFeatureFlags, "afterHours" | "callFee" | "roundTheClock">;
  /** Rows as stored: weekday 0-6 and local "HH:mm:ss" times; a missing weekday is closed. */
  openingHours: readonly OpeningHoursRow[];
}

function weeklyHoursOf(hub: HubHours): WeeklyOpeningHours {
  return weeklyOpeningHoursFromRows(hub.openingHours, { roundTheClock: hub.features.roundTheClock });
}

/** The fee type of service starting at the instant, from the hub's opening hours on its own wall clock. */
export function chargeKindAt(hub: HubHours, instant: Date): TimeOfDayChargeKind {
  return chargeKindFor({ startsAt: instant, timeZone: hub.timeZone, hours: weeklyHoursOf(hub) });
}

/** Whether the hub takes work starting at the instant: open then, or staffed or called in after hours. */
export function takesWorkAt(hub: HubHours, instant: Date): boolean {
  if (hub.features.afterHours || hub.features.callFee) return true;
  return isOpenAt({ instant, timeZone: hub.timeZone, hours: weeklyHoursOf(hub) });
}
