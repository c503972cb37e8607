import { formatZonedDate, formatZonedDateTime, formatZonedRange } from "@freight/domain/time/hub-clock";

// Thin guards over the domain's hub-clock, the one formatter of times people read: a page shows "" rather than
// failing when a mapped field is empty or unreadable, and a zone the API left empty reads as UTC.

/** "03 Jun, 2026, 9:00 AM – 12:00 PM PDT": a slot on the hub's clock with the zone's abbreviation. */
export function formatSlot(timeFrom: string, timeTo: string, timeZone: string): string {
  try {
    return formatZonedRange(timeFrom, timeTo, timeZone || "UTC");
  } catch {
    return "";
  }
}

/** "03 Jun, 2026" of an instant on the given zone's calendar (UTC when none is given). */
export function formatDate(instant: string, timeZone = "UTC"): string {
  try {
    return formatZonedDate(instant, timeZone || "UTC");
  } catch {
    return "";
  }
}

/** "03 Jun, 2026, 9:15 AM PDT": an instant on the given zone's clock, naming it (UTC when none is given). */
export function formatDateTime(instant: string, timeZone: string | null = "UTC"): string {
  try {
    return formatZonedDateTime(instant, timeZone || "UTC");
  } catch {
    return "";
  }
}
