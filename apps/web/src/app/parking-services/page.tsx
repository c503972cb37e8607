import type { Metadata } from "next";
import { parkingServicesPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/parking-services" });

export default function ParkingServicesPage() {
  return <ContentPageView page={page} />;
}
