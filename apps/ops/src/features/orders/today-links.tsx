import Link from "next/link";
import { buttonClassName } from "@freight/ui/button";

/** One link per hub of the person to that hub's Today view (the orders whose slot starts today at the hub). */
export function TodayLinks({
  hubs,
  currentHubId,
}: {
  hubs: readonly { id: number; name: string }[];
  currentHubId: number | null;
}) {
  if (hubs.length === 0) return null;
  return (
    <nav aria-label="Today at each hub" className="flex flex-wrap gap-2">
      {hubs.map((hub) => {
        const isCurrent = hub.id === currentHubId;
        return (
          <Link
            key={hub.id}
            href={`/orders?${new URLSearchParams({ view: "today", hubId: String(hub.id) })}`}
            aria-current={isCurrent ? "page" : undefined}
            className={buttonClassName({ variant: isCurrent ? "primary" : "secondary", size: "sm" })}
          >
            Today at {hub.name}
          </Link>
        );
      })}
    </nav>
  );
}
