import { ServiceCatalogPage, serviceCatalogPageMetadata } from "@/app/_pages/service-catalog-page";
import { NO_QUERY } from "@/lib/search-params";

export const metadata = serviceCatalogPageMetadata;

/** /service-catalog without a query, rendered at its first visit and then served from cache. */
export default function Page() {
  return <ServiceCatalogPage searchParams={NO_QUERY} rendering="whole" />;
}
