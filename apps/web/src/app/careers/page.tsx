import { CareersPage, careersPageMetadata } from "@/app/_pages/careers-page";

export const metadata = careersPageMetadata;

export default CareersPage;
