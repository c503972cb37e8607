import type { ReactNode } from "react";

/** A wide table's horizontal scroller, reachable by keyboard and named for screen readers. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
