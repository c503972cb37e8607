import { sanitizeBlogHtml } from "@freight/domain/content/blog-sanitizer";

const relativeMediaSource = /(\s(?:src|srcset)\s*=\s*["'])\/media\//gi;

/**
 * The blog body as it leaves the API: our own /media images made absolute on the API's public URL
 * (the sanitizer keeps images only from named hosts), then sanitized by the site's policy.
 */
export function sanitizeBlogBody(html: string, publicApiUrl: string): string {
  const withAbsoluteMedia = html.replace(relativeMediaSource, `$1${publicApiUrl}/media/`);
  return sanitizeBlogHtml(withAbsoluteMedia, { mediaHosts: [new URL(publicApiUrl).host] });
}
