import type { Metadata } from "next";
import { investorsPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/investors" });

export default function InvestorsPage() {
  return <ContentPageView page={page} />;
}
