import { CareersPage, careersPageMetadata } from "@/app/_pages/careers-page";

export const metadata = careersPageMetadata;

/** /careers with a query (the proxy serves it without one from the first-visit route). */
export default function Page() {
  return <CareersPage rendering="per-request" />;
}
