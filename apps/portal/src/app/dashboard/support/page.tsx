import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.support.title };

export default function SupportPage() {
  return <PageHeader title={portalText.support.title} />;
}
