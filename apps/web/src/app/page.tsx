import { HomePage, homePageMetadata } from "@/app/_pages/home-page";

export const generateMetadata = homePageMetadata;

/** / with a query (the proxy serves it without one from the first-visit route). */
export default function Page() {
  return <HomePage rendering="per-request" />;
}
