import type { Metadata } from "next";
import { partnershipPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/partnership" });

export default function PartnershipPage() {
  return <ContentPageView page={page} />;
}
