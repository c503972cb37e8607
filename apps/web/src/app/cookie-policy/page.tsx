import type { Metadata } from "next";
import { cookiePolicyPage as page } from "@/content/legal";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/cookie-policy" });

export default function CookiePolicyPage() {
  return <ContentPageView page={page} />;
}
