import { ServiceCatalogPage, serviceCatalogPageMetadata } from "@/app/_pages/service-catalog-page";

export const metadata = serviceCatalogPageMetadata;

export default function Page({ searchParams }: PageProps<"/service-catalog">) {
  return <ServiceCatalogPage searchParams={searchParams} rendering="per-request" />;
}
