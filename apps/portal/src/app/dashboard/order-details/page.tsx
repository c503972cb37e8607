import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.details.back };

export default function OrderDetailsPage() {
  return <PageHeader title={portalText.details.back} />;
}
