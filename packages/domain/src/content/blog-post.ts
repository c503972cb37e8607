import { asArray, asInteger, asRecord, asString } from "../mapping/server-value";
import { type BlogSanitizerOptions, sanitizeBlogHtml } from "./blog-sanitizer";

/** A blog tag. */
export interface BlogTag {
  name: string;
}

/** A blog post ready for display. */
export interface BlogPost {
  /** The post's url slug, which is also its id. */
  id: string;
  url: string;
  /** Title. */
  name: string;
  /** Short description. */
  subName: string;
  /** Sanitized HTML ("" for list items sent without a body). */
  body: string;
  /** Publication instant as the server sent it (ISO 8601). */
  date: string;
  author: string;
  authorPhoto: string;
  authorPhotoAlt: string;
  photo: string;
  photoAlt: string;
  photoPreview: string;
  photoPreviewAlt: string;
  minutesToRead: number;
  tags: BlogTag[];
  metaKeywords: string;
  metaDescription: string;
}

/** Maps a server blog post to the display post, coercing every field and sanitizing the body. */
export function toBlogPost(server: unknown, sanitizerOptions?: BlogSanitizerOptions): BlogPost {
  const record = asRecord(server);
  const url = asString(record.url);
  return {
    id: url,
    url,
    name: asString(record.name),
    subName: asString(record.subName),
    body: sanitizeBlogHtml(asString(record.body), sanitizerOptions),
    date: asString(record.date),
    author: asString(record.author),
    authorPhoto: asString(record.authorPhoto),
    authorPhotoAlt: asString(record.authorPhotoAlt),
    photo: asString(record.photo),
    photoAlt: asString(record.photoAlt),
    photoPreview: asString(record.photoPreview),
    photoPreviewAlt: asString(record.photoPreviewAlt),
    minutesToRead: Math.max(0, asInteger(record.minutesToRead)),
    tags: asArray(record.tags)
      .map((tag) => ({ name: asString(asRecord(tag).name) }))
      .filter((tag) => tag.name !== ""),
    metaKeywords: asString(record.metaKeywords),
    metaDescription: asString(record.metaDescription),
  };
}
