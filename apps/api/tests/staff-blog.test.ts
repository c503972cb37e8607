import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "../src/db/schema/index.js";
import { announceDuePosts } from "../src/content/staff-blog-service.js";
import type { Schemas } from "../src/openapi/contract-types.js";
import { naughtyStrings } from "./naughty-strings.js";
import { createSignedInUser, createStaffUser, type SignedInUser } from "./signed-in-user.js";
import { createTestApp, type TestApp } from "./test-app.js";

type StaffPost = Schemas["StaffBlogPost"];

let testApp: TestApp;
let editor: SignedInUser;
let cover: string;
let slugCount = 0;

beforeAll(async () => {
  testApp = await createTestApp();
  editor = await createStaffUser(testApp, { staffRole: "editor" });
  const [seeded] = await testApp.database.db.select({ photo: blogPosts.photo }).from(blogPosts).limit(1);
  cover = seeded!.photo;
});
afterAll(() => testApp.close());

function freshSlug(): string {
  slugCount += 1;
  return `winter-loading-tips-${slugCount}`;
}

function postInput(overrides: Partial<Schemas["StaffBlogPostInput"]> = {}): Schemas["StaffBlogPostInput"] {
  return {
    url: freshSlug(),
    name: "Winter loading tips",
    subName: "What changes when the dock freezes",
    body: '<h2>Before the trailer arrives</h2><ul><li>Salt the apron</li><li>Check the seals</li></ul><p>Read <a href="https://www.osha.gov/">OSHA\'s guidance</a>.</p>',
    author: "Dana Reyes",
    photo: cover,
    photoAlt: "A dock in the snow",
    metaDescription: "Five things to check before loading in freezing weather.",
    metaKeywords: "winter, loading",
    tags: ["Operations", "Safety"],
    isPublished: false,
    publishedAt: "2026-01-05T09:00:00Z",
    ...overrides,
  };
}

function send(method: "POST" | "PUT" | "GET", url: string, user: SignedInUser | null, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function created(input = postInput()): Promise<StaffPost> {
  const response = await send("POST", "/staff/blog-posts", editor, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StaffPost;
}

function publicPost(slug: string) {
  return testApp.app.inject({ method: "GET", url: `/blog-url?Id=${encodeURIComponent(slug)}` });
}

describe("writing and publishing a post", () => {
  it("keeps a draft off the site, then publishes it with the body as the policy leaves it", async () => {
    const draft = await created(
      postInput({ body: `${postInput().body}<script>alert(1)</script><p onclick="x()">Hi</p>` }),
    );
    expect(draft).toMatchObject({
      state: "draft",
      version: 1,
      tags: ["Operations", "Safety"],
      minutesToRead: 1,
    });
    expect(draft.body).not.toContain("<script");
    expect(draft.body).not.toContain("onclick");
    expect(draft.body).toContain("<h2>Before the trailer arrives</h2>");
    expect((await publicPost(draft.url)).statusCode).toBe(404);

    const published = await send("PUT", `/staff/blog-posts/${draft.id}`, editor, {
      ...postInput({
        url: draft.url,
        isPublished: true,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ state: "published", version: 2 });
    const shown = await publicPost(draft.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: "Winter loading tips", url: draft.url });
    const list = (await testApp.app.inject("/blogs-for-index?Page=0&Limit=9")).json() as {
      items: { url: string }[];
    };
    expect(list.items[0]?.url).toBe(draft.url);
  });

  it("shows the editor what the policy strips before anything is saved", async () => {
    const preview = await send("POST", "/staff/blog-posts/preview", editor, {
      body: '<p>Kept</p><img src="x" onerror="alert(1)"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.example/x"></iframe><script>steal()</script>',
    });
    expect(preview.statusCode).toBe(200);
    const { body, removed } = preview.json() as { body: string; removed: string[] };
    expect(body).toContain("<p>Kept</p>");
    expect(body).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(body).not.toContain("evil.example");
    expect(removed).toEqual(expect.arrayContaining(["<script> ×1", "onerror ×1", "<iframe> ×1"]));
  });

  it("keeps a scheduled post off the site until its time, then the scheduler announces it", async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const post = await created(postInput({ isPublished: true, publishedAt: soon }));
    expect(post.state).toBe("scheduled");
    expect((await publicPost(post.url)).statusCode).toBe(404);
    expect(await announceDuePosts(testApp.database.db, new Date())).toBe(0);
    await testApp.database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 1_000) })
      .where(eq(blogPosts.id, post.id));
    expect(await announceDuePosts(testApp.database.db, new Date())).toBe(1);
    expect(await announceDuePosts(testApp.database.db, new Date())).toBe(0);
    testApp.app.publicReadCache.clear();
    expect((await publicPost(post.url)).statusCode).toBe(200);
  });

  it("keeps an old address leading to the post after its slug changes", async () => {
    const post = await created(postInput({ isPublished: true }));
    const renamed = freshSlug();
    const saved = await send("PUT", `/staff/blog-posts/${post.id}`, editor, {
      ...postInput({ url: renamed, isPublished: true }),
      version: post.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    testApp.app.publicReadCache.clear();
    const viaOld = await publicPost(post.url);
    expect(viaOld.statusCode).toBe(200);
    expect((viaOld.json() as { url: string }).url).toBe(renamed);
    // Another post cannot take the old address while it leads here.
    const taken = await send("POST", "/staff/blog-posts", editor, postInput({ url: post.url }));
    expect(taken.statusCode).toBe(409);
  });
});

describe("two editors at once", () => {
  it("saves one of 20 parallel edits made on the same version and refuses the rest with 409", async () => {
    const post = await created();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send("PUT", `/staff/blog-posts/${post.id}`, editor, {
          ...postInput({ url: post.url, name: `Edit ${index}` }),
          version: post.version,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const [row] = await testApp.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row?.version).toBe(2);
  });

  it("gives a new slug to one of 20 parallel posts and refuses the rest with 409", async () => {
    const url = freshSlug();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send("POST", "/staff/blog-posts", editor, postInput({ url }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
  });
});

describe("who may edit, and hostile input", () => {
  it("lets editors and admins in and keeps dispatchers, finance, customers and visitors out", async () => {
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    expect((await send("GET", "/staff/blog-posts", admin)).statusCode).toBe(200);
    for (const user of [
      await createStaffUser(testApp, { staffRole: "dispatcher", hubIds: [1] }),
      await createStaffUser(testApp, { staffRole: "finance" }),
      await createSignedInUser(testApp),
    ]) {
      expect((await send("POST", "/staff/blog-posts", user, postInput())).statusCode).toBe(403);
    }
    expect((await send("POST", "/staff/blog-posts", null, postInput())).statusCode).toBe(401);
  });

  it("records each save in the audit log with the editor", async () => {
    const post = await created();
    const admin = await createStaffUser(testApp, { staffRole: "admin" });
    const log = await send("GET", `/staff/audit-log?action=createStaffBlogPost`, admin);
    const entries = (
      log.json() as { items: { actorUserId: number; action: string; targetId: string | null }[] }
    ).items;
    expect(
      entries.some((entry) => entry.actorUserId === editor.userId && entry.action === "createStaffBlogPost"),
    ).toBe(true);
    expect(post.id).toBeGreaterThan(0);
  });

  it("answers hostile fields with a 400 or a sanitized save, never a 5xx", { timeout: 180_000 }, async () => {
    const strings = naughtyStrings();
    // The body (the sanitized HTML) and the title take the whole corpus; the fields with a format of their own
    // (url, photo, publishedAt) and the author take every fourth string, which still reaches each of its sections.
    const cases = strings.flatMap((text, index) =>
      (index % 4 === 0
        ? (["url", "name", "author", "photo", "body", "publishedAt"] as const)
        : (["name", "body"] as const)
      ).map((field) => ({ field, text })),
    );
    for (let start = 0; start < cases.length; start += 50) {
      await Promise.all(
        cases.slice(start, start + 50).map(async ({ field, text }) => {
          const response = await send("POST", "/staff/blog-posts", editor, postInput({ [field]: text }));
          const label = `${field}: ${JSON.stringify(text)}`;
          expect(response.statusCode, label).toBeLessThan(500);
          if (response.statusCode === 201) {
            // Text may say anything; no tag may carry script.
            expect((response.json() as StaffPost).body, label).not.toMatch(
              /<script|<[^>]*\son\w+\s*=|<[^>]*(?:href|src)\s*=\s*["']?\s*javascript:/i,
            );
          } else {
            expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
          }
        }),
      );
    }
    for (const payload of [
      postInput({ url: "Has Spaces" }),
      postInput({ url: "a\u0000b-c" }),
      postInput({ photo: "javascript:alert(1)" }),
      postInput({ body: "x".repeat(200_001) }),
      postInput({ publishedAt: "2026-02-30T00:00:00Z" }),
      postInput({ tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }),
      { ...postInput(), isPublished: "yes" },
    ]) {
      const response = await send("POST", "/staff/blog-posts", editor, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const stale = await send("PUT", "/staff/blog-posts/99999999999999", editor, {
      ...postInput(),
      version: 1,
    });
    expect(stale.statusCode).toBe(400);
    const missing = await send("PUT", "/staff/blog-posts/2000000000", editor, { ...postInput(), version: 1 });
    expect(missing.statusCode).toBe(404);
  });
});
