import type { Metadata } from "next";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/format-text";
import { serviceCatalogText as text } from "@/content/service-catalog";
import {
  filterHubCards,
  hasHubCardCriteria,
  readHubCardCriteria,
  type HubCardCriteria,
} from "@/features/catalog/hub-card-filters";
import { FlexOfferCard, HubListingCard } from "@/features/catalog/listing-card";
import { loadListingHubCards, type ListingHubCard } from "@/features/catalog/listing-cards";
import { ListingFilterPanel } from "@/features/catalog/listing-filter-panel";
import { whenAvailable } from "@/lib/api/when-available";
import { loadPublicHubs } from "@/lib/api/public-hubs";
import { priceText } from "@/content/prices";
import { locationPageText } from "@/content/locations";
import { loadHubDetails } from "@/features/locations/hub-details";
import { HubHoursTable } from "@/features/locations/hub-facts";
import { loadPublicPriceRanges } from "@/features/prices/price-ranges";
import { PriceMatrix } from "@/features/prices/price-ranges-table";
import { loadPublicServices } from "@/features/services/public-services";
import { pageMetadata } from "@/lib/seo/page-metadata";
import type { PageQuery } from "@/lib/search-params";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

export const serviceCatalogPageMetadata: Metadata = pageMetadata({
  title: text.title,
  description: text.metaDescription,
  path: "/service-catalog",
});

/** Filters and hub cards for the criteria asked for: read per request, the cards come from cache. */
async function ServiceCatalog({ searchParams }: PageQuery) {
  const criteria = readHubCardCriteria(await searchParams);
  return whenAvailable(loadListingHubCards(), (cards) => (
    <ServiceCatalogView criteria={criteria} cards={cards} />
  ));
}

function ServiceCatalogView({ criteria, cards }: { criteria: HubCardCriteria; cards: ListingHubCard[] }) {
  const shown = filterHubCards(cards, criteria);
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <aside>
        <ListingFilterPanel criteria={criteria} />
      </aside>
      <section aria-label={text.title} className="flex flex-col gap-4">
        <p className="text-ink-muted" aria-live="polite">
          {formatText(text.resultCount, { count: shown.length })}
        </p>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {hasHubCardCriteria(criteria) ? null : <FlexOfferCard />}
          {shown.map((card) => (
            <HubListingCard key={card.id} card={card} />
          ))}
        </ul>
        {shown.length === 0 ? <p>{text.empty}</p> : null}
      </section>
    </div>
  );
}

/** Every public hub's opening hours, first: the home page's "Check opening hours" leads here. */
function CatalogueHours() {
  return whenAvailable(Promise.all([loadPublicHubs(), loadHubDetails()]), ([hubs, details]) => (
    <section aria-labelledby="opening-hours-title" id="opening-hours" className="mb-12 max-w-3xl">
      <h2 id="opening-hours-title" className="mb-3 text-2xl font-semibold">
        {locationPageText.hoursTitle}
      </h2>
      <HubHoursTable hubs={hubs} details={details} labelledBy="opening-hours-title" />
    </section>
  ));
}

/** Every hub's price range per service (public; a signed-in customer's own once known). */
function CataloguePrices() {
  return whenAvailable(
    Promise.all([loadPublicHubs(), loadPublicServices(), loadPublicPriceRanges()]),
    ([hubs, services, ranges]) => (
      <section aria-labelledby="catalogue-prices" className="mt-12">
        <h2 id="catalogue-prices" className="mb-3 text-2xl font-semibold">
          {priceText.matrixTitle}
        </h2>
        <PriceMatrix publicLists={{ hubs, services, ranges }} labelledBy="catalogue-prices" />
      </section>
    ),
  );
}

export function ServiceCatalogPage({ searchParams, rendering }: PageRenderProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{text.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{text.intro}</p>
      <DataSection rendering={rendering}>
        <CatalogueHours />
      </DataSection>
      <DataSection rendering={rendering}>
        <ServiceCatalog searchParams={searchParams} />
      </DataSection>
      <DataSection rendering={rendering}>
        <CataloguePrices />
      </DataSection>
    </Container>
  );
}
