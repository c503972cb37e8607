import type { Metadata } from "next";
import { portalText } from "@/content/portal-text";
import { PageHeader } from "@/features/layout/page-header";

export const metadata: Metadata = { title: portalText.referrals.learnMore };

export default function LearnMorePage() {
  return <PageHeader title={portalText.referrals.learnMore} />;
}
