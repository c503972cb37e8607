import type { Metadata } from "next";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/common";
import { serviceCatalogText as text } from "@/content/service-catalog";
import { filterHubCards, hasHubCardCriteria, readHubCardCriteria } from "@/features/catalog/hub-card-filters";
import { FlexOfferCard, HubListingCard } from "@/features/catalog/listing-card";
import { loadListingHubCards } from "@/features/catalog/listing-cards";
import { ListingFilterPanel } from "@/features/catalog/listing-filter-panel";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: text.title, description: text.metaDescription, path: "/service-catalog" });

export default async function ServiceCatalogPage({ searchParams }: PageProps<"/service-catalog">) {
  const criteria = readHubCardCriteria(await searchParams);
  const cards = await loadListingHubCards();
  const shown = cards ? filterHubCards(cards, criteria) : undefined;

  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{text.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{text.intro}</p>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <aside>
          <ListingFilterPanel criteria={criteria} />
        </aside>
        <section aria-label={text.title} className="flex flex-col gap-4">
          {shown ? (
            <p className="text-ink-muted" aria-live="polite">
              {formatText(text.resultCount, { count: shown.length })}
            </p>
          ) : null}
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {hasHubCardCriteria(criteria) ? null : <FlexOfferCard />}
            {shown?.map((card) => (
              <HubListingCard key={card.id} card={card} />
            ))}
          </ul>
          {shown && shown.length === 0 ? <p>{text.empty}</p> : null}
        </section>
      </div>
    </Container>
  );
}
