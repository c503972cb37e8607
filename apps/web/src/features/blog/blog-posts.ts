import { cache } from "react";
import { BLOG_PAGE_SIZE } from "@freight/domain/lists/paging";
import type { BlogPost, Schema } from "@freight/api-client/types";
import { dataOrNotFound, dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export type BlogPostPage = Schema<"BlogPostPage">;
export type { BlogPost };

/** One page of posts, newest first; undefined when the API could not be reached (spec 8). */
export async function loadBlogPage(page: number): Promise<BlogPostPage | undefined> {
  const api = await getServerApi();
  return dataOrNothing(
    api.GET("/blogs-for-index", { params: { query: { Page: page, Limit: BLOG_PAGE_SIZE } } }),
    "GET /blogs-for-index",
  );
}

/** One post by its url slug; null when there is no such post. Cached so metadata and page share the call. */
export const loadBlogPost = cache(async (url: string): Promise<BlogPost | null> => {
  const api = await getServerApi();
  return dataOrNotFound(api.GET("/blog-url", { params: { query: { Id: url } } }), "GET /blog-url");
});
