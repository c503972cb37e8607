import type { Metadata } from "next";
import Link from "next/link";
import { Container } from "@freight/ui/container";
import { Pagination } from "@freight/ui/pagination";
import { blogText } from "@/content/blog";
import { BlogPostCard } from "@/features/blog/blog-post-card";
import { loadBlogPage, type BlogPostPage } from "@/features/blog/blog-posts";
import { readPage, toQueryString } from "@/lib/search-params";
import { whenAvailable } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";
import type { PageQuery } from "@/lib/search-params";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

export const blogListPageMetadata: Metadata = pageMetadata({
  title: blogText.title,
  description: blogText.metaDescription,
  path: "/blog-posts",
});

function hrefForPage(page: number): string {
  return `/blog-posts${toQueryString({ page: page > 0 ? page : undefined })}`;
}

/** The posts of the page asked for: the query string is read per request, the posts come from cache. */
async function BlogPostList({ searchParams }: PageQuery) {
  const page = readPage((await searchParams).page);
  return whenAvailable(loadBlogPage(page), (posts) => <BlogPostGrid posts={posts} />);
}

function BlogPostGrid({ posts }: { posts: BlogPostPage }) {
  if (posts.items.length === 0) return <p>{blogText.empty}</p>;
  return (
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
  );
}

export function BlogListPage({ searchParams, rendering }: PageRenderProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{blogText.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{blogText.intro}</p>
      <DataSection rendering={rendering}>
        <BlogPostList searchParams={searchParams} />
      </DataSection>
    </Container>
  );
}
