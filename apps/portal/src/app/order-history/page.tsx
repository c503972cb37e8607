import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.orders.historyTitle };

export default function OrderHistoryPage() {
  return <PageHeader title={portalText.orders.historyTitle} />;
}
