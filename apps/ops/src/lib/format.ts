import type { OrderStatus } from "@freight/domain/orders/order-status";
import portalText from "@freight/ui/i18n/en/portal.json";

/** An instant on a hub's own clock, e.g. "Mon, Mar 4, 9:00 AM", whatever zone the console's server runs in. */
export function formatAtHub(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(instant));
}

/** An instant in UTC with its date and time, for logs and money records. */
export function formatUtc(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const statusLabels = portalText.status as Record<string, string>;

export function orderStatusLabel(status: OrderStatus | string): string {
  return statusLabels[status] ?? status;
}
