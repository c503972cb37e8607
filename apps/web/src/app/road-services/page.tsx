import type { Metadata } from "next";
import { roadServicesPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/road-services" });

export default function RoadServicesPage() {
  return <ContentPageView page={page} />;
}
