import { Card } from "@freight/ui/card";
import { portalText } from "@/content/portal-text";
import type { TimelineEntry } from "./order-timeline";

/** The order's status changes, oldest first. */
export function OrderTimelineCard({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <Card as="section" aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="mb-4 text-lg font-semibold">
        {portalText.details.timeline}
      </h2>
      <ol className="relative flex flex-col gap-4 border-l-2 border-brand-100 pl-5">
        {entries.map((entry, index) => (
          <li key={`${entry.label}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.6rem] size-3 rounded-full border-2 border-surface bg-brand-500"
            />
            <p className="font-medium">{entry.label}</p>
            <p className="text-sm text-ink-muted">{entry.at}</p>
            {entry.note ? <p className="text-sm">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
