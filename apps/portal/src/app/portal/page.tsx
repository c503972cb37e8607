import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.booking.title };

export default function PortalPage() {
  return <PageHeader title={portalText.booking.title} />;
}
