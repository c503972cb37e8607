import { countPages, pageOffset } from "@freight/domain/lists/paging";
import { and, asc, count, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { blogPostRedirects, blogPosts, blogPostTags, blogTags } from "../db/schema/index.js";
import { notFound } from "../http/http-error.js";

type BlogPostRow = typeof blogPosts.$inferSelect;
export interface BlogPostWithTags extends BlogPostRow {
  tags: string[];
}

export interface BlogPage {
  posts: BlogPostWithTags[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

/** Each post's tag names, in their order. */
export async function tagsByPost(
  db: Pick<Database, "select">,
  postIds: number[],
): Promise<Map<number, string[]>> {
  const byPost = new Map<number, string[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: blogPostTags.postId, name: blogTags.name })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogPostTags.postId), asc(blogPostTags.sortOrder));
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}

async function withTags(db: Database, posts: BlogPostRow[]): Promise<BlogPostWithTags[]> {
  const tags = await tagsByPost(
    db,
    posts.map((post) => post.id),
  );
  return posts.map((post) => ({ ...post, tags: tags.get(post.id) ?? [] }));
}

/** What the public sees: published posts whose publish time has come (drafts and scheduled posts are hidden). */
const isVisible = () => and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, sql`now()`));

async function countPosts(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(isVisible());
  return row?.total ?? 0;
}

/** A page of posts, newest first. */
export async function listBlogPage(db: Database, page: number, limit: number): Promise<BlogPage> {
  const [totalItems, posts] = await Promise.all([
    countPosts(db),
    db
      .select()
      .from(blogPosts)
      .where(isVisible())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(pageOffset(page, limit)),
  ]);
  return {
    posts: await withTags(db, posts),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: page,
  };
}

/** `limit` posts in random order (the site's "random blogs" strip). */
export async function listRandomPosts(db: Database, limit: number): Promise<BlogPage> {
  const [totalItems, posts] = await Promise.all([
    countPosts(db),
    db
      .select()
      .from(blogPosts)
      .where(isVisible())
      .orderBy(sql`random()`)
      .limit(limit),
  ]);
  return {
    posts: await withTags(db, posts),
    totalItems,
    totalPages: countPages(totalItems, limit),
    currentPage: 0,
  };
}

/**
 * A visible post by its slug, or by an earlier slug it had (the answer carries the current one, so the site can
 * send the reader to the new address).
 */
export async function findBlogPost(db: Database, url: string): Promise<BlogPostWithTags> {
  const [current] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.url, url), isVisible()))
    .limit(1);
  const [post] = current
    ? [current]
    : await db
        .select({ post: blogPosts })
        .from(blogPostRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostRedirects.postId))
        .where(and(eq(blogPostRedirects.fromUrl, url), isVisible()))
        .limit(1)
        .then((rows) => rows.map((row) => row.post));
  if (!post) throw notFound(`There is no blog post "${url}"`);
  const [withTagNames] = await withTags(db, [post]);
  return withTagNames ?? { ...post, tags: [] };
}
