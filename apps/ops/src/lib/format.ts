import type { OrderStatus } from "@freight/domain/orders/order-status";
import { formatZonedDateTime } from "@freight/domain/time/hub-clock";
import portalText from "@freight/ui/i18n/en/portal.json";

/**
 * An instant on a hub's own clock with the zone's abbreviation, "02 Dec, 2026, 12:58 PM PST", whatever zone the
 * console's server or the reader runs in (the domain's hub-clock, as every app and document writes it).
 */
export function formatAtHub(instant: string, timeZone: string): string {
  return formatZonedDateTime(instant, timeZone);
}

/** An instant tied to no hub (a log line, an invitation), in UTC and saying so: "02 Dec, 2026, 8:58 PM UTC". */
export function formatUtc(instant: string): string {
  return formatZonedDateTime(instant, "UTC");
}

/** An instant in its order's hub zone when it has one, else in UTC, saying so either way. */
export function formatAtHubOrUtc(instant: string, timeZone: string | null | undefined): string {
  return formatZonedDateTime(instant, timeZone || "UTC");
}

const statusLabels = portalText.status as Record<string, string>;

export function orderStatusLabel(status: OrderStatus | string): string {
  return statusLabels[status] ?? status;
}
