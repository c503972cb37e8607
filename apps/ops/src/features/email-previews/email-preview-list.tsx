import type { Schema } from "@freight/api-client/types";

type EmailPreview = Schema<"EmailPreviewList">["items"][number];

/** A catalogue kind in words for staff: "orderNeedsAttention" is "Order needs attention". */
export function templateName(kind: string): string {
  const words = kind.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Each template as the customer receives it: the subject, the HTML part in a sandboxed frame (no scripts, no
 * same-origin access: the console's session stays out of reach of whatever the template holds) and the text part.
 */
export function EmailPreviewList({ previews }: { previews: EmailPreview[] }) {
  return (
    <>
      <nav aria-label="Templates">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {previews.map((preview) => (
            <li key={preview.kind}>
              <a href={`#${preview.kind}`} className="underline">
                {templateName(preview.kind)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {previews.map((preview) => (
        <section
          key={preview.kind}
          id={preview.kind}
          aria-labelledby={`${preview.kind}-title`}
          className="flex flex-col gap-2"
        >
          <h2 id={`${preview.kind}-title`} className="text-xl font-semibold">
            {templateName(preview.kind)}: {preview.subject}
          </h2>
          {preview.attachments.length > 0 ? <p>Attached: {preview.attachments.join(", ")}</p> : null}
          <iframe
            title={`${templateName(preview.kind)} e-mail, HTML part`}
            sandbox=""
            srcDoc={preview.html}
            className="h-[32rem] w-full rounded border border-line bg-white"
          />
          <details>
            <summary>Text part</summary>
            <pre className="whitespace-pre-wrap">{preview.text}</pre>
          </details>
        </section>
      ))}
    </>
  );
}
