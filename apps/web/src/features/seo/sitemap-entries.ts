import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/structured-data";

export interface SitemapSources {
  /** Site pages known without the API (from the navigation), e.g. "/shop". */
  staticPaths: readonly string[];
  posts: readonly { url: string; date: string }[];
  productIds: readonly number[];
}

/**
 * Every indexable URL once: the home page first, then the site's own pages, posts and products.
 * Fragment links ("/#locations") and the account forms are not pages of their own.
 */
export function sitemapEntries(siteUrl: string, sources: SitemapSources): MetadataRoute.Sitemap {
  const pagePaths = ["/", ...sources.staticPaths].filter(
    (path) => !path.includes("#") && !path.startsWith("/auth/"),
  );
  const pages = [...new Set(pagePaths)].map((path) => ({
    url: absoluteUrl(siteUrl, path),
    changeFrequency: "monthly" as const,
    priority: path === "/" ? 1 : 0.7,
  }));
  const posts = sources.posts.map((post) => ({
    url: absoluteUrl(siteUrl, `/blog-posts/${encodeURIComponent(post.url)}`),
    lastModified: post.date,
    changeFrequency: "yearly" as const,
    priority: 0.6,
  }));
  const products = [...new Set(sources.productIds)].map((id) => ({
    url: absoluteUrl(siteUrl, `/shop/${id}`),
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
  return [...pages, ...posts, ...products];
}
