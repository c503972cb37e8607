import { pageStateText } from "@/content/page-states";

/** What a section filled from the API shows until its data arrives (the prerendered fallback of its hole). */
export function PendingSection() {
  return (
    <p role="status" className="py-10 text-ink-muted">
      {pageStateText.loading}
    </p>
  );
}
