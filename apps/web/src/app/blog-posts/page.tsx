import { BlogListPage, blogListPageMetadata } from "@/app/_pages/blog-list-page";

export const metadata = blogListPageMetadata;

export default function Page({ searchParams }: PageProps<"/blog-posts">) {
  return <BlogListPage searchParams={searchParams} rendering="per-request" />;
}
