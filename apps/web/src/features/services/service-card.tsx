import Link from "next/link";
import { Card } from "@freight/ui/card";
import { isServiceSlug, serviceCopy } from "@/content/services";
import type { Service } from "./public-services";

export function ServiceCard({ service }: { service: Service }) {
  const slug = service.slug && isServiceSlug(service.slug) ? service.slug : undefined;
  const summary = service.description || (slug ? serviceCopy[slug].summary : "");
  return (
    <Card as="li" isInteractive={Boolean(slug)} className="relative flex flex-col gap-2">
      <h3 className="text-lg font-semibold">
        {slug ? (
          <Link href={`/services/${slug}`} className="after:absolute after:inset-0 hover:text-brand-600">
            {service.name}
          </Link>
        ) : (
          service.name
        )}
      </h3>
      {summary ? <p className="text-ink-muted">{summary}</p> : null}
    </Card>
  );
}
