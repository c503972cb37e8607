import type { MetadataRoute } from "next";
import { serverEnv } from "@/env";
import { siteNavigation } from "@/features/layout/navigation";
import { sitemapEntries } from "@/features/seo/sitemap-entries";
import { cacheLife, cacheTag } from "next/cache";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

/** Enough pages for any catalogue this company will publish; stops a runaway loop if the API misreports totals. */
const MAX_PAGES = 50;
const PAGE_SIZE = 100;

async function allPages<T>(
  loadPage: (page: number) => Promise<{ items: T[]; totalPages: number }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await loadPage(page);
    items.push(...answer.items);
    if (page + 1 >= answer.totalPages) break;
  }
  return items;
}

/** Every post and product the sitemap lists; a failed page fails the sitemap (a partial one would hide pages). */
async function cachedListedContent() {
  "use cache";
  cacheTag("blog", "shop");
  cacheLife("publicContent");
  const api = getSharedReadApi();
  const [posts, products] = await Promise.all([
    allPages((page) =>
      readPublic(
        api.GET("/blogs-for-index", { params: { query: { Page: page, Limit: PAGE_SIZE } } }),
        "GET /blogs-for-index",
      ),
    ),
    allPages((page) =>
      readPublic(api.GET("/supplies", { params: { query: { page, limit: PAGE_SIZE } } }), "GET /supplies"),
    ),
  ]);
  return {
    posts: posts.map((post) => ({ url: post.url, date: post.date })),
    productIds: products.map((product) => product.id),
  };
}

/** sitemap.xml: the site's pages and the API's posts and products. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await deferDuringBuild();
  const { posts, productIds } = await cachedListedContent();
  return sitemapEntries(serverEnv().WEB_URL, {
    staticPaths: siteNavigation.flatMap((group) => group.links.map((link) => link.href)),
    posts,
    productIds,
  });
}
