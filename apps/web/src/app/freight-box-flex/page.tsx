import type { Metadata } from "next";
import { freightBoxFlexPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/freight-box-flex" });

export default function FreightBoxFlexPage() {
  return <ContentPageView page={page} />;
}
