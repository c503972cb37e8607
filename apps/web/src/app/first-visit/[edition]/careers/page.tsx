import { CareersPage, careersPageMetadata } from "@/app/_pages/careers-page";

export const metadata = careersPageMetadata;

/** /careers, rendered at its first visit and then served from cache. */
export default function Page() {
  return <CareersPage rendering="whole" />;
}
