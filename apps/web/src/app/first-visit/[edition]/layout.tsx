import { notFound } from "next/navigation";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/cache/build-placeholder";
import { LIVE_EDITION } from "@/lib/cache/first-visit-routes";

/**
 * Pages the proxy serves here are rendered whole at their first visit and then served from cache
 * (lib/cache/first-visit-routes.ts). A build prerenders only the placeholder, which answers 404.
 */
export function generateStaticParams() {
  return [{ edition: BUILD_PLACEHOLDER_PARAM }];
}

export default async function FirstVisitLayout({ children, params }: LayoutProps<"/first-visit/[edition]">) {
  const { edition } = await params;
  if (edition !== LIVE_EDITION) notFound();
  return children;
}
