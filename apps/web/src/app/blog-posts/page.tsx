import type { Metadata } from "next";
import Link from "next/link";
import { Container } from "@freight/ui/container";
import { Pagination } from "@freight/ui/pagination";
import { blogText } from "@/content/blog";
import { BlogPostCard } from "@/features/blog/blog-post-card";
import { loadBlogPage } from "@/features/blog/blog-posts";
import { readPage, toQueryString } from "@/lib/search-params";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata({ title: blogText.title, description: blogText.metaDescription, path: "/blog-posts" });

function hrefForPage(page: number): string {
  return `/blog-posts${toQueryString({ page: page > 0 ? page : undefined })}`;
}

export default async function BlogListPage({ searchParams }: PageProps<"/blog-posts">) {
  const page = readPage((await searchParams).page);
  const posts = await loadBlogPage(page);

  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{blogText.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{blogText.intro}</p>
      {posts && posts.items.length === 0 ? <p>{blogText.empty}</p> : null}
      {posts && posts.items.length > 0 ? (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.items.map((post) => (
              <BlogPostCard key={post.url} post={post} />
            ))}
          </ul>
          <Pagination
            className="mt-10"
            pageCount={posts.totalPages}
            currentPage={posts.currentPage}
            hrefForPage={hrefForPage}
            linkComponent={Link}
          />
        </>
      ) : null}
    </Container>
  );
}
