import type { BlogPost, Hub } from "@freight/api-client/types";
import { companyAddressLine, socialLinksOf, type CompanySettings } from "@freight/domain/company/company-settings";

/** An absolute URL on this site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).toString();
}

/** The company as schema.org Organization: names, logo, address, contact, tax id and social profiles. */
export function organizationJsonLd(siteUrl: string, company: CompanySettings) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/icon.svg"),
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region || undefined,
      postalCode: company.address.postalCode || undefined,
      addressCountry: company.address.country,
      name: companyAddressLine(company.address),
    },
    taxID: company.taxId || undefined,
    sameAs: socialLinksOf(company).map((link) => link.href),
  };
}

/** A hub as schema.org LocalBusiness with its address, coordinates and the company behind it. */
export function hubJsonLd(
  siteUrl: string,
  hub: Pick<Hub, "name" | "slug" | "address" | "latitude" | "longitude">,
  summary: string,
  company: Pick<CompanySettings, "name" | "phone" | "email">,
) {
  const url = absoluteUrl(siteUrl, `/locations/${hub.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${url}#hub`,
    name: `${company.name} ${hub.name}`,
    description: summary,
    url,
    telephone: company.phone,
    email: company.email,
    image: absoluteUrl(siteUrl, "/opengraph-image"),
    address: { "@type": "PostalAddress", streetAddress: hub.address },
    geo: { "@type": "GeoCoordinates", latitude: hub.latitude, longitude: hub.longitude },
    parentOrganization: { "@type": "Organization", name: company.name, url: absoluteUrl(siteUrl, "/") },
  };
}

/** A blog post as schema.org Article. */
export function articleJsonLd(
  siteUrl: string,
  company: Pick<CompanySettings, "name">,
  post: Pick<
    BlogPost,
    "url" | "name" | "subName" | "metaDescription" | "metaKeywords" | "author" | "date" | "photo" | "tags"
  >,
) {
  const url = absoluteUrl(siteUrl, `/blog-posts/${post.url}`);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: post.name.slice(0, 110),
    description: post.metaDescription || post.subName,
    image: post.photo ? [post.photo] : undefined,
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: company.name,
      logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/icon.svg") },
    },
    keywords: post.metaKeywords || undefined,
    articleSection: post.tags.map((tag) => tag.name),
  };
}
