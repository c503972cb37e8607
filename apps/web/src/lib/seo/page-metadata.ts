import type { Metadata } from "next";
import { companyCopy, seedCompanySettings } from "@/content/company";

// Page metadata is static per page; the share card and Open Graph site name carry the brand the company starts
// with (the layout's title template and the pages themselves follow the settings).
const company = { name: seedCompanySettings.name, tagline: companyCopy.tagline };

export interface PageMetadataInput {
  title: string;
  description?: string;
  /** The page's path on this site, e.g. "/shop"; becomes the canonical and Open Graph URL. */
  path: string;
  /** Absolute image URLs for link previews; the site's default share image when absent. */
  images?: readonly { url: string; alt: string }[];
  type?: "website" | "article";
  /** Pages that only make sense after an action (thank-you) stay out of search results. */
  isNoIndex?: boolean;
  keywords?: readonly string[];
  publishedTime?: string;
  authors?: readonly string[];
}

/**
 * The card drawn by app/opengraph-image.tsx. A page that sets its own `openGraph` loses the
 * file-based image of the root segment, so it is named here explicitly.
 */
const DEFAULT_SHARE_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${company.name}: ${company.tagline}`,
};

/**
 * Title, description, canonical link and Open Graph / Twitter cards of one page. Next merges
 * `openGraph` shallowly, so every page states its own title and description there too, or the
 * previews would repeat the site's default.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path, images, type = "website" } = input;
  const imageList = images?.map((image) => ({ url: image.url, alt: image.alt })) ?? [DEFAULT_SHARE_IMAGE];
  return {
    title,
    description,
    keywords: input.keywords && input.keywords.length > 0 ? [...input.keywords] : undefined,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      siteName: company.name,
      locale: "en_US",
      ...(type === "article"
        ? {
            type: "article",
            publishedTime: input.publishedTime,
            authors: input.authors ? [...input.authors] : undefined,
          }
        : { type: "website" }),
      images: imageList,
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: imageList,
    },
    ...(input.isNoIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
