import type { Metadata } from "next";
import { roadServicesPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function RoadServicesPage() {
  return <ContentPageView page={page} />;
}
