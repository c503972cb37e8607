import Link from "next/link";
import { Card } from "@freight/ui/card";
import { formatText } from "@freight/ui/i18n/format-text";
import { blogText } from "@/content/blog";
import { ApiImage } from "@/components/media/api-image";
import type { BlogPostListItem } from "@freight/api-client/types";
import { formatZonedDate } from "@freight/domain/time/hub-clock";

export function BlogPostCard({ post }: { post: BlogPostListItem }) {
  const preview = post.photoPreview || post.photo;
  return (
    <Card as="li" isInteractive isFlush className="relative flex flex-col overflow-hidden">
      {preview ? (
        <div className="relative aspect-[16/9] bg-surface-muted">
          <ApiImage
            src={preview}
            alt={post.photoPreviewAlt || post.photoAlt}
            sizes="(width >= 64rem) 33vw, (width >= 48rem) 50vw, 100vw"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-ink-muted">
          <time dateTime={post.date}>{formatZonedDate(post.date, "UTC")}</time> ·{" "}
          {formatText(blogText.minutesToRead, { minutes: post.minutesToRead })}
        </p>
        <h2 className="text-lg font-semibold">
          <Link
            href={`/blog-posts/${encodeURIComponent(post.url)}`}
            className="after:absolute after:inset-0 hover:text-brand-600"
          >
            {post.name}
          </Link>
        </h2>
        {post.subName ? <p className="text-ink-muted">{post.subName}</p> : null}
      </div>
    </Card>
  );
}
