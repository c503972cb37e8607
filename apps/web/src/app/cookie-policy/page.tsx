import type { Metadata } from "next";
import { cookiePolicyPage as page } from "@/content/legal";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function CookiePolicyPage() {
  return <ContentPageView page={page} />;
}
