import type { ChargeKind } from "@freight/domain/catalog/charge-kind";
import {
  chargeKindFor,
  weeklyOpeningHoursFromRows,
  type OpeningHoursRow,
  type WeeklyOpeningHours,
} from "@freight/domain/time/opening-hours";
import type { HubFeatureFlags } from "../db/schema/hubs.js";

export interface HubHours {
  timeZone: string;
  features: Pick<HubFeatureFlags, "afterHours" | "callFee" | "roundTheClock">;
  /** Rows as stored: weekday 0-6 and local "HH:mm:ss" times; a missing weekday is closed. */
  openingHours: readonly OpeningHoursRow[];
}

export function weeklyHoursOf(hub: Pick<HubHours, "features" | "openingHours">): WeeklyOpeningHours {
  return weeklyOpeningHoursFromRows(hub.openingHours, { roundTheClock: hub.features.roundTheClock });
}

/**
 * The fee type of service starting at the instant (the domain's chargeKindFor on the hub's own wall clock):
 * business hours, after hours or a call fee; null when the hub takes no work then.
 */
export function chargeKindAt(hub: HubHours, instant: Date): ChargeKind | null {
  return chargeKindFor({
    startsAt: instant,
    timeZone: hub.timeZone,
    hours: weeklyHoursOf(hub),
    service: hub.features,
  });
}

/** Whether the hub takes work starting at the instant: open then, or staffed or called out after hours. */
export function takesWorkAt(hub: HubHours, instant: Date): boolean {
  return chargeKindAt(hub, instant) !== null;
}

/** The words a booking or a quote outside the hours of a hub without after-hours staff or call-outs is refused with. */
export function outsideHoursRefusal(hubName: string): string {
  return `${hubName} is closed at this time and offers no after-hours or call-out service; please choose a time inside its opening hours`;
}
