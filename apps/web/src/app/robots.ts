import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { serverEnv } from "@/env";

/** Crawlers may read every public page; the API routes, the thank-you page and account forms are left out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request, so WEB_URL is read at run time rather than baked in at build time.
  await connection();
  const siteUrl = serverEnv().WEB_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", "/thank-you", "/auth/"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
