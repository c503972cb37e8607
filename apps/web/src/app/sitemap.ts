import type { MetadataRoute } from "next";
import { serverEnv } from "@/env";
import { siteNavigation } from "@/features/layout/navigation";
import { sitemapEntries } from "@/features/seo/sitemap-entries";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

/** Enough pages for any catalogue this company will publish; stops a runaway loop if the API misreports totals. */
const MAX_PAGES = 50;
const PAGE_SIZE = 100;

async function allPages<T>(
  loadPage: (page: number) => Promise<{ items: T[]; totalPages: number } | undefined>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await loadPage(page);
    if (!answer) break;
    items.push(...answer.items);
    if (page + 1 >= answer.totalPages) break;
  }
  return items;
}

/** sitemap.xml, built per request from the site's pages and the API's posts and products. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const api = await getServerApi();
  const [posts, products] = await Promise.all([
    allPages((page) =>
      dataOrNothing(
        api.GET("/blogs-for-index", { params: { query: { Page: page, Limit: PAGE_SIZE } } }),
        "GET /blogs-for-index",
      ),
    ),
    allPages((page) =>
      dataOrNothing(api.GET("/supplies", { params: { query: { page, limit: PAGE_SIZE } } }), "GET /supplies"),
    ),
  ]);
  return sitemapEntries(serverEnv().WEB_URL, {
    staticPaths: siteNavigation.flatMap((group) => group.links.map((link) => link.href)),
    posts: posts.map((post) => ({ url: post.url, date: post.date })),
    productIds: products.map((product) => product.id),
  });
}
