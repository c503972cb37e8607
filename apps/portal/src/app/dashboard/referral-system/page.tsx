import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.referrals.title };

export default function ReferralSystemPage() {
  return <PageHeader title={portalText.referrals.title} />;
}
