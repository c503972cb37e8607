import { toOrderDisplayStatus } from "@freight/domain/orders/order-status";
import type { Order } from "@freight/domain/orders/order-mapper";
import { formatText, portalText } from "@/content/portal-text";
import { formatDateTime } from "@/lib/format/order-format";
import type { OrderStatusChange } from "./load-order-details";

const text = portalText.details;

export interface TimelineEntry {
  label: string;
  at: string;
  note: string;
}

/**
 * An order's timeline as the customer reads it: each status change with when (in the hub's time zone) and who
 * made it. An order whose timeline could not be read still shows when it was booked.
 */
export function timelineEntries(
  changes: readonly OrderStatusChange[],
  order: Pick<Order, "createdAtLocal">,
  timeZone: string,
): TimelineEntry[] {
  if (changes.length === 0) {
    return [{ label: text.booked, at: formatDateTime(order.createdAtLocal, timeZone), note: "" }];
  }
  return changes.map((change) => ({
    label: portalText.status[toOrderDisplayStatus(change.toStatus)],
    at: `${formatDateTime(change.createdAt, timeZone)} · ${formatText(text.timelineBy, { actor: text.actors[change.actor] })}`,
    note: change.note,
  }));
}
