import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { pageStateText } from "@/content/page-states";

/**
 * The retry notice of a section whose data the API could not give (down, too slow, 429 or 5xx). Rendered on the
 * server, so it shows without script too; the page exists, so this is never "not found" nor an empty list.
 */
export function UnavailableNotice() {
  // The page exists but failed: its server answers 503 with Retry-After (packages/app-server).
  markPageUnavailable();
  return (
    <div
      role="alert"
      data-unavailable="true"
      className="flex flex-col items-start gap-2 rounded-card border border-line p-6"
    >
      <h2 className="text-xl font-semibold">{pageStateText.unavailableTitle}</h2>
      <p className="text-ink-muted">{pageStateText.unavailableText}</p>
      {/* A plain link reloads the page without script. */}
      <a href="" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        {pageStateText.tryAgain}
      </a>
    </div>
  );
}
