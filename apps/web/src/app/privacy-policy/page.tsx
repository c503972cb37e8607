import type { Metadata } from "next";
import { privacyPolicyPage as page } from "@/content/legal";
import { ContentPageView } from "@/features/content/content-page-view";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: "/privacy-policy" });

export default function PrivacyPolicyPage() {
  return <ContentPageView page={page} />;
}
