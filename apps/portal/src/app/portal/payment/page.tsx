import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.payment.title };

export default function PaymentPage() {
  return <PageHeader title={portalText.payment.title} />;
}
