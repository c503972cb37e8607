import { Card } from "@freight/ui/card";
import { fileUrlFromSrc } from "@freight/domain/orders/order-note";
import type { Order } from "@freight/domain/orders/order-mapper";
import { portalText } from "@/content/portal-text";
import { NavIcon } from "@/components/layout/nav-icons";
import { AddNoteForm } from "../add-note-form";
import { formatDateTime } from "@/lib/format/order-format";

const text = portalText.details;

/** An order's notes with their files (served by the API), and the form that adds one. */
export function OrderNotesCard({
  order,
  timeZone,
  apiBase,
}: {
  order: Order;
  timeZone: string;
  apiBase: string;
}) {
  return (
    <Card as="section" aria-labelledby="notes-title" className="flex flex-col gap-4">
      <h2 id="notes-title" className="text-lg font-semibold">
        {text.notes}
      </h2>
      {order.notes.length === 0 ? (
        <p className="text-ink-muted">{text.noNotes}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="order-notes">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface-muted p-3">
              <p className="text-sm text-ink-muted">{formatDateTime(note.timestamp, timeZone)}</p>
              {note.note ? <p className="mt-1 whitespace-pre-line">{note.note}</p> : null}
              {note.files.length > 0 ? (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {note.files.map((file) => (
                    <li key={file.id}>
                      <a
                        href={new URL(fileUrlFromSrc(file.src), apiBase).href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 rounded border border-line bg-surface px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
                      >
                        <NavIcon name="clip" className="size-4" />
                        {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddNoteForm orderId={order.id} />
    </Card>
  );
}
