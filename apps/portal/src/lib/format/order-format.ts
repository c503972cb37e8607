import { wallClockOf } from "@freight/domain/time/zoned-time";
import { DateFormat } from "@freight/domain/time/formats";

/** "03 Jun, 2026, 9 AM – 12 PM" on the hub's wall clock (falls back to UTC when the zone is unknown). */
export function formatSlot(timeFrom: string, timeTo: string, timeZone: string): string {
  const zone = timeZone || "UTC";
  try {
    const from = wallClockOf(timeFrom, zone);
    const to = wallClockOf(timeTo, zone);
    return `${from.format(DateFormat.displayDate)}, ${from.format(DateFormat.hour)} – ${to.format(DateFormat.hour)}`;
  } catch {
    return "";
  }
}

/** "03 Jun, 2026" of an instant on the given wall clock. */
export function formatDate(instant: string, timeZone = "UTC"): string {
  try {
    return wallClockOf(instant, timeZone || "UTC").format(DateFormat.displayDate);
  } catch {
    return "";
  }
}

/** "03 Jun, 2026 09:15 AM"-style date and time of an instant on the given wall clock. */
export function formatDateTime(instant: string, timeZone = "UTC"): string {
  try {
    return wallClockOf(instant, timeZone || "UTC").format(`${DateFormat.displayDate} h:mm A`);
  } catch {
    return "";
  }
}
