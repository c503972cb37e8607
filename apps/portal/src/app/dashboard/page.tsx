import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.dashboard.title };

export default async function DashboardPage() {
  return <PageHeader title={portalText.dashboard.title} />;
}
