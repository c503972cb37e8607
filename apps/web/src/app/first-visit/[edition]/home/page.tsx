import { HomePage, homePageMetadata } from "@/app/_pages/home-page";

export const generateMetadata = homePageMetadata;

/** /, rendered at its first visit and then served from cache. */
export default function Page() {
  return <HomePage rendering="whole" />;
}
