import type { ReactNode } from "react";

/** The title block of a portal page: heading, an optional line under it and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  /** Text, or text with parts kept on one line (an order number: withOrderNumber). */
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        {description ? <p className="mt-1 max-w-3xl text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
