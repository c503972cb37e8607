import type { Metadata } from "next";
import { parkingServicesPage as page } from "@/content/offers";
import { ContentPageView } from "@/features/content/content-page-view";

export const metadata: Metadata = { title: page.title, description: page.metaDescription };

export default function ParkingServicesPage() {
  return <ContentPageView page={page} />;
}
