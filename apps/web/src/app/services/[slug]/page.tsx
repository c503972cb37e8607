import type { Metadata } from "next";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/cache/build-placeholder";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClassName } from "@freight/ui/button";
import { Card } from "@freight/ui/card";
import { Container } from "@freight/ui/container";
import {
  isServiceSlug,
  serviceCopy,
  servicePageText as text,
  type ServiceSlug,
} from "@/content/services";
import { serverEnv } from "@/env";
import { loadPublicHubs, type Hub } from "@/lib/api/public-hubs";
import { loadPublicServices, type Service } from "@/features/services/public-services";
import { readPageData, UnavailablePage } from "@/lib/api/when-available";
import { bookingHref } from "@/lib/booking/booking-link";
import { loadPublicPriceRanges, type PriceRange } from "@/features/prices/price-ranges";
import { PriceRangesTable } from "@/features/prices/price-ranges-table";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata({ params }: PageProps<"/services/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  if (!isServiceSlug(slug)) return {};
  const copy = serviceCopy[slug];
  return pageMetadata({ title: copy.title, description: copy.summary, path: `/services/${slug}` });
}

/** The eight service pages are known from the site's own copy; names and hubs come from the API. */
/**
 * Only a placeholder is prerendered (it answers 404): each service page is rendered whole at its first request,
 * with the API's data, and then served from cache until the API revalidates its tag.
 */
export function generateStaticParams() {
  return [{ slug: BUILD_PLACEHOLDER_PARAM }];
}

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const { slug } = await params;
  if (!isServiceSlug(slug)) notFound();
  // Read at page level, as a post is: a first rendering that cannot get the data is abandoned (503), never cached.
  const read = await readPageData(Promise.all([loadPublicServices(), loadPublicHubs(), loadPublicPriceRanges()]));
  if (!read.isAvailable) return <UnavailablePage />;
  const [services, hubs, ranges] = read.data;
  return <ServiceView slug={slug} services={services} hubs={hubs} ranges={ranges} />;
}

function ServiceView({
  slug,
  services,
  hubs,
  ranges,
}: {
  slug: ServiceSlug;
  services: Service[];
  hubs: Hub[];
  ranges: PriceRange[];
}) {
  const copy = serviceCopy[slug];
  const service = services.find((candidate) => candidate.slug === slug);
  const portalUrl = serverEnv().PORTAL_URL;

  return (
    <Container className="py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-muted">
        <Link href="/#services" className="hover:underline">
          {text.breadcrumb}
        </Link>{" "}
        / <span aria-current="page">{service?.name ?? copy.title}</span>
      </nav>
      <h1 className="text-3xl font-bold md:text-display">{service?.name ?? copy.title}</h1>
      <p className="mt-4 max-w-3xl text-lg">{service?.description || copy.summary}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card as="section" aria-labelledby="service-steps">
          <h2 id="service-steps" className="mb-3 text-xl font-semibold">
            {text.stepsTitle}
          </h2>
          <ol className="list-decimal space-y-2 pl-6">
            {copy.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <Card as="section" aria-labelledby="service-good-for">
          <h2 id="service-good-for" className="mb-3 text-xl font-semibold">
            {text.goodForTitle}
          </h2>
          <ul className="list-disc space-y-2 pl-6">
            {copy.goodFor.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      </div>
      {service ? (
        <section aria-labelledby="service-hubs" className="mt-10 max-w-2xl">
          <h2 id="service-hubs" className="mb-3 text-xl font-semibold">
            {text.locationsTitle}
          </h2>
          <PriceRangesTable
            publicLists={{ hubs, services, ranges }}
            scope={{ serviceId: service.id }}
            labelledBy="service-hubs"
          />
        </section>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">
        <a href={bookingHref(portalUrl, service ? { serviceId: service.id } : {})} className={buttonClassName()}>
          {text.book}
        </a>
        <Link href="/contact-us" className={buttonClassName({ variant: "secondary" })}>
          {text.ask}
        </Link>
      </div>
    </Container>
  );
}
