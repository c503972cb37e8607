import { cacheLife, cacheTag } from "next/cache";
import { BLOG_PAGE_SIZE } from "@freight/domain/lists/paging";
import type { BlogPost, Schema } from "@freight/api-client/types";
import { readPublic, readPublicOrNotFound } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type BlogPostPage = Schema<"BlogPostPage">;
export type { BlogPost };

async function cachedBlogPage(page: number): Promise<BlogPostPage> {
  "use cache";
  cacheTag("blog");
  cacheLife("publicContent");
  return readPublic(
    getSharedReadApi().GET("/blogs-for-index", {
      params: { query: { Page: page, Limit: BLOG_PAGE_SIZE } },
    }),
    "GET /blogs-for-index",
  );
}

/** One page of posts, newest first; throws when the API cannot answer. */
export async function loadBlogPage(page: number): Promise<BlogPostPage> {
  await deferDuringBuild();
  return cachedBlogPage(page);
}

async function cachedBlogPost(url: string): Promise<BlogPost | null> {
  "use cache";
  cacheTag("blog");
  cacheLife("publicContent");
  return readPublicOrNotFound(
    getSharedReadApi().GET("/blog-url", { params: { query: { Id: url } } }),
    "GET /blog-url",
  );
}

/** One post by its url slug; null only when the API says there is no such post; throws when it cannot answer. */
export async function loadBlogPost(url: string): Promise<BlogPost | null> {
  await deferDuringBuild();
  return cachedBlogPost(url);
}
