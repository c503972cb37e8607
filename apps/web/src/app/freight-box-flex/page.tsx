import type { Metadata } from "next";
import { freightBoxFlexPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function FreightBoxFlexPage() {
  return <ContentPageView page={page} />;
}
