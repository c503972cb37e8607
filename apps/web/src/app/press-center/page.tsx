import type { Metadata } from "next";
import { pressCenterPage as page } from "@/content/company-pages";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function PressCenterPage() {
  return <ContentPageView page={page} />;
}
