import { cacheLife } from "next/cache";
import { sanitizeBlogHtml } from "@freight/domain/content/blog-sanitizer";
import { DEFAULT_MEDIA_HOSTS } from "@freight/domain/content/blog-html-policy";
import { serverEnv } from "@/env";

/** The API's own hosts, whose /media images a body may show (next to the local development hosts). */
export function apiMediaHosts(): string[] {
  const { API_URL, NEXT_PUBLIC_API_URL } = serverEnv();
  const hosts = [API_URL, NEXT_PUBLIC_API_URL].flatMap((url) => {
    const { host, hostname } = new URL(url);
    return [host, hostname];
  });
  return [...new Set([...DEFAULT_MEDIA_HOSTS, ...hosts])];
}

/**
 * HTML from the API (blog bodies, product descriptions), sanitized on the server by the domain
 * policy before it reaches the page. Server-only: the sanitizer runs on jsdom.
 */
export async function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = await sanitizedHtml(html);
  if (clean.trim() === "") return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Sanitizing is pure but reads the clock inside jsdom, so it runs once per body and is cached with the page. */
async function sanitizedHtml(html: string): Promise<string> {
  "use cache";
  cacheLife("max");
  return sanitizeBlogHtml(html, { mediaHosts: apiMediaHosts() });
}
