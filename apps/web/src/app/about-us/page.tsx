import type { Metadata } from "next";
import { aboutUsPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/about-us" });

export default function AboutUsPage() {
  return <ContentPageView page={page} />;
}
