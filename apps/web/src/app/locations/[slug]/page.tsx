import type { Metadata } from "next";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/cache/build-placeholder";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatCents } from "@freight/domain/money/cents";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/format-text";
import {
  isLocationSlug,
  locationCopy,
  locationPageText as text,
  type LocationSlug,
} from "@/content/locations";
import { serverEnv } from "@/env";
import { loadPublicHubs } from "@/lib/api/public-hubs";
import { bookingHref } from "@/lib/booking/booking-link";
import { loadHubDetails } from "@/features/locations/hub-details";
import { Closures, HubFeatures, OpeningHours } from "@/features/locations/hub-facts";
import { PriceCheck } from "@/features/prices/price-check";
import { loadPublicPriceRanges } from "@/features/prices/price-ranges";
import { PriceRangesTable } from "@/features/prices/price-ranges-table";
import { loadPublicServices } from "@/features/services/public-services";
import { readPageData, UnavailablePage } from "@/lib/api/when-available";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { hubJsonLd } from "@/lib/seo/structured-data";
import { loadCompanySettings, type CompanySettings } from "@/features/company/company-settings";

/** The seven hub pages are known from the site's own copy; their facts come from the API. */
/**
 * Only a placeholder is prerendered (it answers 404): each hub page is rendered whole at its first request,
 * with the API's data, and then served from cache until the API revalidates its tag.
 */
export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER_PARAM }];
}

/** The city a hub page is named after, from its address: "san-bernardino" is San Bernardino. */
function cityNameOf(slug: LocationSlug): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * The hub of a known page with its details, services and public prices; undefined when the API does not list it.
 * Throws when the API cannot answer.
 */
async function findHub(slug: string) {
  if (!isLocationSlug(slug)) return undefined;
  const [hubs, allDetails, services, ranges] = await Promise.all([
    loadPublicHubs(),
    loadHubDetails(),
    loadPublicServices(),
    loadPublicPriceRanges(),
  ]);
  const hub = hubs.find((candidate) => candidate.slug === slug);
  const details = allDetails.find((candidate) => candidate.hubId === hub?.id);
  if (!hub || !details) return undefined;
  const offered = services.filter((service) => details.serviceIds.includes(service.id));
  return {
    hub,
    details,
    copy: locationCopy[slug],
    prices: { hubs, services: offered, ranges: ranges.filter((range) => range.hubId === hub.id) },
  };
}

export async function generateMetadata({ params }: PageProps<"/locations/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  if (!isLocationSlug(slug)) return {};
  // From the site's own copy, so the cached page's head never waits for (or fails with) the API.
  return pageMetadata({
    title: formatText(text.metaTitle, { hub: cityNameOf(slug) }),
    description: locationCopy[slug].summary,
    path: `/locations/${slug}`,
  });
}

export default async function LocationPage({ params }: PageProps<"/locations/[slug]">) {
  const { slug } = await params;
  if (!isLocationSlug(slug)) notFound();
  // Read at page level, as a post is: a first rendering that cannot get the data is abandoned (503), never cached.
  const read = await readPageData(findHub(slug));
  if (!read.isAvailable) return <UnavailablePage />;
  if (!read.data) notFound();
  return <LocationView {...read.data} company={await loadCompanySettings()} />;
}

function LocationView({
  hub,
  details,
  copy,
  prices,
  company,
}: NonNullable<Awaited<ReturnType<typeof findHub>>> & { company: CompanySettings }) {
  const mapHref = `https://www.openstreetmap.org/?mlat=${hub.latitude}&mlon=${hub.longitude}#map=15/${hub.latitude}/${hub.longitude}`;
  const portalUrl = serverEnv().PORTAL_URL;

  return (
    <Container className="py-12">
      <JsonLd data={hubJsonLd(serverEnv().WEB_URL, hub, copy.summary, company)} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-muted">
        <Link href="/#locations" className="hover:underline">
          {text.breadcrumb}
        </Link>{" "}
        / <span aria-current="page">{hub.name}</span>
      </nav>
      <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">{copy.region}</p>
      <h1 className="mt-2 text-3xl font-bold md:text-display">{hub.name}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <p className="text-lg">{copy.summary}</p>
          <section aria-labelledby="hub-highlights">
            <h2 id="hub-highlights" className="mb-3 text-xl font-semibold">
              {text.highlightsTitle}
            </h2>
            <ul className="list-disc space-y-1 pl-6">
              {copy.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="hub-services">
            <h2 id="hub-services" className="mb-3 text-xl font-semibold">
              {text.servicesTitle}
            </h2>
            <PriceRangesTable publicLists={prices} scope={{ hubId: hub.id }} labelledBy="hub-services" />
          </section>
          <Card as="section" aria-labelledby="hub-price-check">
            <h2 id="hub-price-check" className="mb-3 text-xl font-semibold">
              {text.priceCheckTitle}
            </h2>
            <PriceCheck
              hubId={hub.id}
              timeZone={hub.timeZone}
              services={prices.services.map(({ id, name }) => ({ id, name }))}
              minimalCharge={hub.minimalCharge}
              portalUrl={portalUrl}
            />
          </Card>
          <section aria-labelledby="hub-features">
            <h2 id="hub-features" className="mb-3 text-xl font-semibold">
              {text.featuresTitle}
            </h2>
            <HubFeatures details={details} />
          </section>
        </div>
        <div className="space-y-6">
          <Card as="section" aria-labelledby="hub-facts">
            <h2 id="hub-facts" className="mb-4 text-xl font-semibold">
              {text.detailsTitle}
            </h2>
            <dl className="space-y-3">
              <div>
                <dt className="text-sm text-ink-muted">{text.address}</dt>
                <dd>
                  <a
                    href={mapHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    {hub.address}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{text.timeZone}</dt>
                <dd>{details.zoneAbbreviations}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-muted">{text.minimalCharge}</dt>
                <dd>{formatCents(hub.minimalCharge)}</dd>
              </div>
            </dl>
            <a href={bookingHref(portalUrl, { hubId: hub.id })} className={buttonClassName({ className: "mt-6 w-full" })}>
              {text.book}
            </a>
          </Card>
          <Card as="section" aria-labelledby="hub-hours" id="hours">
            <h2 id="hub-hours" className="mb-4 text-xl font-semibold">
              {text.hoursTitle}
            </h2>
            <OpeningHours details={details} />
          </Card>
          <Card as="section" aria-labelledby="hub-closures">
            <h2 id="hub-closures" className="mb-4 text-xl font-semibold">
              {text.closuresTitle}
            </h2>
            <Closures details={details} />
          </Card>
        </div>
      </div>
    </Container>
  );
}
