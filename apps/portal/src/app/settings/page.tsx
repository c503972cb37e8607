import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.settings.title };

export default function SettingsPage() {
  return <PageHeader title={portalText.settings.title} />;
}
