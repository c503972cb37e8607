import type { Metadata } from "next";
import { termsOfServicePage as page } from "@/content/legal";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/terms-of-service" });

export default function TermsOfServicePage() {
  return <ContentPageView page={page} />;
}
