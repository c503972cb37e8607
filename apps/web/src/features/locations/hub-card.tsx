import Link from "next/link";
import { Card } from "@freight/ui/card";
import { locationCopy, isLocationSlug } from "@/content/locations";
import type { Hub } from "@/lib/api/public-hubs";

export function HubCard({ hub }: { hub: Hub }) {
  const copy = isLocationSlug(hub.slug) ? locationCopy[hub.slug] : undefined;
  return (
    <Card as="li" isInteractive className="relative flex flex-col gap-2">
      <h3 className="text-lg font-semibold">
        <Link href={`/locations/${hub.slug}`} className="after:absolute after:inset-0 hover:text-brand-600">
          {hub.name}
        </Link>
      </h3>
      {copy ? <p className="text-sm font-medium text-accent-600">{copy.region}</p> : null}
      <p className="text-ink-muted">{hub.address}</p>
    </Card>
  );
}
