import type { Metadata } from "next";
import { partnershipPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function PartnershipPage() {
  return <ContentPageView page={page} />;
}
