import type { Metadata } from "next";
import { aboutUsPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function AboutUsPage() {
  return <ContentPageView page={page} />;
}
