/** Average adult silent reading speed for non-fiction, in words per minute. */
const wordsPerMinute = 200;

/** Counts the words of an HTML fragment, ignoring tags and entities. */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ")
    .trim();
  if (text === "") return 0;
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes needed to read an HTML body, rounded up and at least one. */
export function minutesToRead(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / wordsPerMinute));
}
