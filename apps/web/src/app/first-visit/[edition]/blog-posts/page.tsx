import { BlogListPage, blogListPageMetadata } from "@/app/_pages/blog-list-page";
import { NO_QUERY } from "@/lib/search-params";

export const metadata = blogListPageMetadata;

/** /blog-posts without a query, rendered at its first visit and then served from cache. */
export default function Page() {
  return <BlogListPage searchParams={NO_QUERY} rendering="whole" />;
}
