import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { blogSlugProblem, isPostVisible, readingMinutes, strippedMarkup } from "@freight/domain/content/blog-post-rules";
import { sanitizeBlogHtml } from "@freight/domain/content/blog-sanitizer";
import { and, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { isImageSource } from "@freight/domain/content/product-offer";
import type { Database } from "../db/client.js";
import { likePattern } from "../db/like-pattern.js";
import { blogPostRedirects, blogPosts, blogPostTags, blogTags } from "../db/schema/index.js";
import { badRequest, HttpError, notFound } from "../http/http-error.js";
import { tagsByPost } from "./blog-service.js";
import type { Schemas } from "../openapi/contract-types.js";

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;
type PostRow = typeof blogPosts.$inferSelect;
type PostInput = Schemas["StaffBlogPostInput"];

/** The body as it is stored and shown: the site's sanitizer policy, our own media host allowed. */
function policyBody(html: string, publicApiUrl: string): string {
  return sanitizeBlogHtml(html, { mediaHosts: [new URL(publicApiUrl).host] });
}

/** The body as the site will show it and what the policy takes out of it, for the editor's preview. */
export function previewBlogBody(html: string, publicApiUrl: string): { body: string; removed: string[] } {
  const body = policyBody(html, publicApiUrl);
  return { body, removed: strippedMarkup(html, body) };
}

function stateOf(post: PostRow, now: Date): Schemas["StaffBlogPost"]["state"] {
  if (!post.isPublished) return "draft";
  return isPostVisible(post, now) ? "published" : "scheduled";
}

async function toStaffPosts(db: Reader, rows: PostRow[], now: Date): Promise<Schemas["StaffBlogPost"][]> {
  const tags = await tagsByPost(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    name: row.name,
    subName: row.subName,
    body: row.body,
    author: row.author,
    photo: row.photo,
    photoAlt: row.photoAlt,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
    tags: tags.get(row.id) ?? [],
    isPublished: row.isPublished,
    publishedAt: row.publishedAt.toISOString(),
    minutesToRead: row.minutesToRead,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    state: stateOf(row, now),
  }));
}

/** Every post (drafts and scheduled ones too), newest first, by title. */
export async function listStaffBlogPosts(
  db: Reader,
  { search, page, limit }: { search?: string; page: number; limit: number },
  now: Date,
): Promise<Schemas["StaffBlogPostPage"]> {
  const where = search ? ilike(blogPosts.name, likePattern(search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
    db.select({ value: count() }).from(blogPosts).where(where),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: await toStaffPosts(db, rows, now),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
  };
}

async function findPost(db: Reader, id: number, lock = false): Promise<PostRow> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for("no key update") : await query;
  if (!row) throw notFound(`There is no blog post ${id}`);
  return row;
}

export async function getStaffBlogPost(db: Reader, id: number, now: Date): Promise<Schemas["StaffBlogPost"]> {
  const [post] = await toStaffPosts(db, [await findPost(db, id)], now);
  if (!post) throw notFound(`There is no blog post ${id}`);
  return post;
}

/** The stored columns of an input, checked by the domain's rules. */
function columnsOf(input: PostInput, publicApiUrl: string, now: Date) {
  const slugProblem = blogSlugProblem(input.url);
  if (slugProblem) throw badRequest(slugProblem, "url");
  if (!isImageSource(input.photo))
    throw badRequest("The cover must be a /media/ path, an uploaded image or an https address", "photo");
  for (const [field, value] of [
    ["name", input.name],
    ["author", input.author],
  ] as const) {
    if (value.trim() === "") throw badRequest(`${field} must not be blank`, field);
  }
  const body = policyBody(input.body, publicApiUrl);
  const publishedAt = new Date(input.publishedAt);
  return {
    url: input.url,
    name: input.name.trim(),
    subName: (input.subName ?? "").trim(),
    body,
    author: input.author.trim(),
    photo: input.photo,
    photoAlt: (input.photoAlt ?? "").trim(),
    photoPreview: input.photo,
    photoPreviewAlt: (input.photoAlt ?? "").trim(),
    metaDescription: (input.metaDescription ?? "").trim(),
    metaKeywords: (input.metaKeywords ?? "").trim(),
    isPublished: input.isPublished,
    publishedAt,
    // A post scheduled for later is told to the site when its time comes (the scheduler announces it).
    isAnnounced: !(input.isPublished && publishedAt.getTime() > now.getTime()),
    minutesToRead: readingMinutes(body),
    updatedAt: now,
  };
}

/** A slug another post has, or had (its old address leads there), cannot be taken. */
async function refuseTakenSlug(db: Reader, url: string, ownId: number | null): Promise<void> {
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.url, url));
  const [redirect] = await db
    .select({ postId: blogPostRedirects.postId })
    .from(blogPostRedirects)
    .where(eq(blogPostRedirects.fromUrl, url));
  const owner = post?.id ?? redirect?.postId;
  if (owner !== undefined && owner !== ownId) {
    throw new HttpError(409, `The URL slug "${url}" belongs to another post; choose another`);
  }
}

async function saveTags(db: Writer, postId: number, names: readonly string[]): Promise<void> {
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  const unique = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (unique.length === 0) return;
  await db
    .insert(blogTags)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const tags = await db.select().from(blogTags).where(inArray(blogTags.name, unique));
  const idByName = new Map(tags.map((tag) => [tag.name, tag.id]));
  await db
    .insert(blogPostTags)
    .values(unique.map((name, sortOrder) => ({ postId, tagId: idByName.get(name) ?? 0, sortOrder })));
}

/** Slugs are claimed one at a time, so two editors never both get one (advisory lock per slug text). */
async function lockSlug(db: Writer, url: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('blog-slug'), hashtext(${url}))`);
}

export async function createStaffBlogPost(
  db: Database,
  input: PostInput,
  publicApiUrl: string,
  now: Date,
): Promise<Schemas["StaffBlogPost"]> {
  const columns = columnsOf(input, publicApiUrl, now);
  return db.transaction(async (tx) => {
    await lockSlug(tx, columns.url);
    await refuseTakenSlug(tx, columns.url, null);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columns, authorPhoto: "" })
      .returning();
    if (!row) throw new Error("The blog post row was not written");
    await saveTags(tx, row.id, input.tags ?? []);
    const [post] = await toStaffPosts(tx, [row], now);
    if (!post) throw notFound(`There is no blog post ${row.id}`);
    return post;
  });
}

/**
 * Saves a post made on `version`: one saved by someone else since is refused (409), never overwritten. A changed
 * slug keeps the old one as a redirect to the post.
 */
export async function updateStaffBlogPost(
  db: Database,
  id: number,
  input: PostInput & { version: number },
  publicApiUrl: string,
  now: Date,
): Promise<{ post: Schemas["StaffBlogPost"]; oldUrl: string }> {
  const columns = columnsOf(input, publicApiUrl, now);
  return db.transaction(async (tx) => {
    await lockSlug(tx, columns.url);
    const current = await findPost(tx, id, true);
    if (current.version !== input.version) {
      throw new HttpError(
        409,
        `"${current.name}" was saved by someone else since you opened it (version ${current.version}, yours ${input.version}); reload it, and copy your changes over`,
      );
    }
    await refuseTakenSlug(tx, columns.url, id);
    if (columns.url !== current.url) {
      await tx.delete(blogPostRedirects).where(eq(blogPostRedirects.fromUrl, columns.url));
      await tx.insert(blogPostRedirects).values({ fromUrl: current.url, postId: id }).onConflictDoNothing();
    }
    const [row] = await tx
      .update(blogPosts)
      .set({ ...columns, version: sql`${blogPosts.version} + 1` })
      .where(and(eq(blogPosts.id, id), eq(blogPosts.version, input.version)))
      .returning();
    if (!row) throw new HttpError(409, "The post was saved by someone else meanwhile; reload it");
    await saveTags(tx, id, input.tags ?? []);
    const [post] = await toStaffPosts(tx, [row], now);
    if (!post) throw notFound(`There is no blog post ${id}`);
    return { post, oldUrl: current.url };
  });
}

/**
 * Scheduled posts whose time has come and that the site has not been told about: marked told, and answered so
 * the caller tells the site (the scheduler runs this every minute).
 */
export async function announceDuePosts(db: Database, now: Date): Promise<number> {
  const due = await db
    .update(blogPosts)
    .set({ isAnnounced: true })
    .where(
      and(
        eq(blogPosts.isAnnounced, false),
        eq(blogPosts.isPublished, true),
        sql`${blogPosts.publishedAt} <= ${now}`,
      ),
    )
    .returning({ id: blogPosts.id });
  return due.length;
}
