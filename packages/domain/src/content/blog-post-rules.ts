/** Words a reader gets through in a minute, for a post's reading time. */
const WORDS_PER_MINUTE = 200;

/** The words of an HTML body (tags, entities and markup left out). */
function wordCount(html: string): number {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A post's reading time: its words at 200 a minute, rounded up, at least one minute. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

/** A post's address slug: lower-case letters, digits and single hyphens, 3 to 120 characters. */
export function blogSlugProblem(slug: string): string | null {
  if (slug.length < 3 || slug.length > 120) return "The URL slug must be 3 to 120 characters";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    return "The URL slug may hold lower-case letters, digits and single hyphens between them (e.g. winter-loading-tips)";
  }
  return null;
}

/** A slug made from a title: "Winter loading: 5 tips" → "winter-loading-5-tips". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/g, "");
}

/** Whether the public sees a post now: published, and its publish time has come (a later time schedules it). */
export function isPostVisible(post: { isPublished: boolean; publishedAt: Date }, now: Date): boolean {
  return post.isPublished && post.publishedAt.getTime() <= now.getTime();
}

/**
 * What the sanitizer took out of a body, for the editor to see before saving: each tag and each attribute
 * that appears fewer times in `after` than in `before`, with how many went ("<script> ×1", "onerror ×2").
 */
export function strippedMarkup(before: string, after: string): string[] {
  const inventory = (html: string) => {
    const counts = new Map<string, number>();
    const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
      add(`<${(tag[1] ?? "").toLowerCase()}>`);
      for (const attribute of (tag[2] ?? "").matchAll(/\s([a-zA-Z_:@][-\w:.@]*)(?=\s*=|\s|\/?$)/g)) {
        add((attribute[1] ?? "").toLowerCase());
      }
    }
    return counts;
  };
  const kept = inventory(after);
  return [...inventory(before)]
    .map(([name, count]) => [name, count - (kept.get(name) ?? 0)] as const)
    .filter(([, gone]) => gone > 0)
    .map(([name, gone]) => `${name} ×${gone}`);
}
