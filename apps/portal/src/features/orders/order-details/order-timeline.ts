import { toOrderDisplayStatus } from "@freight/domain/orders/order-status";
import type { Order } from "@freight/domain/orders/order-mapper";
import type { OrderNote } from "@freight/domain/orders/order-note";
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
 * made it, and the notes the hub team wrote for the customer, in the order they happened. An order whose timeline
 * could not be read still shows when it was booked.
 */
export function timelineEntries(
  changes: readonly OrderStatusChange[],
  order: Pick<Order, "createdAtLocal"> & {
    notes?: readonly Pick<OrderNote, "note" | "byStaff" | "timestamp">[];
  },
  timeZone: string,
): TimelineEntry[] {
  const steps: { at: string; entry: TimelineEntry }[] =
    changes.length === 0
      ? [
          {
            at: order.createdAtLocal,
            entry: { label: text.booked, at: formatDateTime(order.createdAtLocal, timeZone), note: "" },
          },
        ]
      : changes.map((change) => ({
          at: change.createdAt,
          entry: {
            label: portalText.status[toOrderDisplayStatus(change.toStatus)],
            at: `${formatDateTime(change.createdAt, timeZone)} · ${formatText(text.timelineBy, { actor: text.actors[change.actor] })}`,
            note: change.note,
          },
        }));
  // Only the hub team's notes: the customer's own are theirs to read in the notes card (internal ones never come).
  const hubNotes = (order.notes ?? [])
    .filter((note) => note.byStaff && note.note.trim() !== "")
    .map((note) => ({
      at: note.timestamp,
      entry: { label: text.hubNote, at: formatDateTime(note.timestamp, timeZone), note: note.note },
    }));
  const instant = (at: string) => {
    const ms = Date.parse(at);
    return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
  };
  // A stable sort: a note written in the same instant as a change comes after it.
  return [...steps, ...hubNotes].sort((a, b) => instant(a.at) - instant(b.at)).map((step) => step.entry);
}
