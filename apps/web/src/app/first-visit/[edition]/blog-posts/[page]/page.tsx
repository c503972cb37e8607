import { notFound } from "next/navigation";
import { BlogListPage, blogListPageMetadata } from "@/app/_pages/blog-list-page";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/cache/build-placeholder";
import { isCachedPageNumber } from "@/lib/cache/first-visit-routes";

export const metadata = blogListPageMetadata;

/** A build checks the route with the placeholder only (a 404); each number is rendered at its first visit. */
export function generateStaticParams() {
  return [{ page: BUILD_PLACEHOLDER_PARAM }];
}

/** /blog-posts?page=N, rendered whole at its first visit and then served from cache. */
export default async function Page({ params }: PageProps<"/first-visit/[edition]/blog-posts/[page]">) {
  const { page } = await params;
  if (!isCachedPageNumber(page)) notFound();
  return <BlogListPage searchParams={Promise.resolve({ page })} rendering="whole" />;
}
