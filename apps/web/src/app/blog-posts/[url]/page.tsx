import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/format-text";
import { blogText } from "@/content/blog";
import { loadBlogPost } from "@/features/blog/blog-posts";
import { formatZonedDate } from "@freight/domain/time/hub-clock";
import { SafeHtml } from "@/components/content/safe-html";
import { serverEnv } from "@/env";
import { loadCompanySettings } from "@/features/company/company-settings";
import { ApiImage } from "@/components/media/api-image";
import { JsonLd } from "@/lib/seo/json-ld";
import { readPageData, UnavailablePage } from "@/lib/api/when-available";
import { BUILD_PLACEHOLDER_PARAM } from "@/lib/cache/build-placeholder";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { articleJsonLd } from "@/lib/seo/structured-data";

/**
 * Posts are not known at build (the API is not running then): one placeholder lets the build check the route
 * and answers 404 without asking the API. A real post is rendered at its first request, then served from cache
 * and refreshed when the API revalidates the "blog" tag.
 */
export function generateStaticParams() {
  return [{ url: BUILD_PLACEHOLDER_PARAM }];
}

async function findPost(url: string) {
  return url === BUILD_PLACEHOLDER_PARAM ? null : loadBlogPost(url);
}

export async function generateMetadata({ params }: PageProps<"/blog-posts/[url]">): Promise<Metadata> {
  const read = await readPageData(findPost((await params).url));
  const post = read.isAvailable ? read.data : null;
  if (!post) return {};
  return pageMetadata({
    title: post.name,
    description: post.metaDescription || post.subName,
    path: `/blog-posts/${post.url}`,
    type: "article",
    publishedTime: post.date,
    authors: [post.author],
    images: post.photo ? [{ url: post.photo, alt: post.photoAlt }] : undefined,
    keywords: post.metaKeywords
      .split(",")
      .map((keyword) => keyword.trim())
      .filter(Boolean),
  });
}

export default async function BlogPostPage({ params }: PageProps<"/blog-posts/[url]">) {
  const { url } = await params;
  const read = await readPageData(findPost(url));
  if (!read.isAvailable) return <UnavailablePage />;
  const post = read.data;
  if (!post) notFound();
  // An address the post had before its slug changed leads to the current one (search engines follow a 308).
  if (post.url !== url) permanentRedirect(`/blog-posts/${post.url}`);
  const company = await loadCompanySettings();

  return (
    <Container as="div" isNarrow className="py-12">
      <JsonLd data={articleJsonLd(serverEnv().WEB_URL, company, post)} />
      <Link href="/blog-posts" className="text-brand-600 hover:underline">
        ← {blogText.backToList}
      </Link>
      <article className="mt-6">
        <header className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold md:text-display">{post.name}</h1>
          {post.subName ? <p className="text-xl text-ink-muted">{post.subName}</p> : null}
          <div className="flex items-center gap-3">
            {post.authorPhoto ? (
              <span className="relative size-12 overflow-hidden rounded-full bg-surface-muted">
                <ApiImage src={post.authorPhoto} alt={post.authorPhotoAlt || post.author} sizes="3rem" />
              </span>
            ) : null}
            <p className="text-sm text-ink-muted">
              <span className="block font-medium text-ink">
                {formatText(blogText.byAuthor, { author: post.author })}
              </span>
              <time dateTime={post.date}>{formatZonedDate(post.date, "UTC")}</time> ·{" "}
              {formatText(blogText.minutesToRead, { minutes: post.minutesToRead })}
            </p>
          </div>
        </header>
        {post.photo ? (
          <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-card bg-surface-muted">
            <ApiImage src={post.photo} alt={post.photoAlt} sizes="(width >= 48rem) 46rem, 100vw" priority />
          </div>
        ) : null}
        <SafeHtml html={post.body} className="rich-text mt-8 text-lg" />
        {post.tags.length > 0 ? (
          <footer className="mt-10">
            <h2 className="sr-only">{blogText.tags}</h2>
            <ul className="flex flex-wrap gap-2" aria-label={blogText.tags}>
              {post.tags.map((tag) => (
                <li key={tag.name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
                  {tag.name}
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
    </Container>
  );
}
