import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts as seedPosts } from "../src/seed-data/blog-posts.js";
import { banners as seedBanners, reviews as seedReviews } from "../src/seed-data/landing.js";
import { createTestApp, testApiUrl, type TestApp } from "./test-app.js";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string) {
  const response = await testApp.app.inject({ method: "GET", url });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

interface PostPage {
  items: { url: string; date: string; body?: string; tags: { name: string }[]; photo: string }[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

const newestFirst = [...seedPosts].sort((a, b) => b.date.localeCompare(a.date));

describe("listPublicBlogs", () => {
  it("gives the first page of 9 posts newest first with paging totals", async () => {
    const { status, body } = await get("/blogs-for-index?Page=0&Limit=9");
    expect(status).toBe(200);
    const page = body as unknown as PostPage;
    expect(page.totalItems).toBe(seedPosts.length);
    expect(page.totalPages).toBe(Math.ceil(seedPosts.length / 9));
    expect(page.currentPage).toBe(0);
    expect(page.items.map((post) => post.url)).toEqual(newestFirst.slice(0, 9).map((post) => post.url));
    expect(page.items[0]?.photo.startsWith(`${testApiUrl}/media/`)).toBe(true);
  });

  it("gives the posts of a later page", async () => {
    const { body } = await get("/blogs-for-index?Page=1&Limit=2");
    expect((body as unknown as PostPage).items.map((post) => post.url)).toEqual(
      newestFirst.slice(2, 4).map((post) => post.url),
    );
  });

  it("gives random posts without body when withBody=false", async () => {
    const { status, body } = await get("/blogs-for-index?withBody=false&Limit=3");
    expect(status).toBe(200);
    const page = body as unknown as PostPage;
    expect(page.items).toHaveLength(Math.min(3, seedPosts.length));
    for (const post of page.items) expect(post.body).toBeUndefined();
  });

  it.each([
    ["Page=-1", "Page must be at least 0"],
    ["Limit=0", "Limit must be at least 1"],
    ["Limit=1000", "Limit must be at most 100"],
    ["Page=first", "Page must be a whole number"],
  ])("answers 400 for %s with a message naming the parameter", async (query, message) => {
    const { status, body } = await get(`/blogs-for-index?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message });
  });
});

describe("listBlogs", () => {
  it("lists the same posts as the public list for an anonymous caller", async () => {
    const [blogs, publicBlogs] = await Promise.all([
      get("/blogs?Page=0&Limit=9"),
      get("/blogs-for-index?Page=0&Limit=9"),
    ]);
    expect(blogs.body).toEqual(publicBlogs.body);
  });
});

describe("getBlogPost", () => {
  it("gives one post by its url slug with its tags and a sanitized body", async () => {
    const seeded = newestFirst[0];
    const { status, body } = await get(`/blog-url?Id=${encodeURIComponent(seeded?.url ?? "")}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      url: seeded?.url,
      name: seeded?.name,
      tags: seeded?.tags.map((name) => ({ name })),
    });
    const html = body.body as string;
    expect(html.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script/i);
    for (const link of html.match(/<a\s[^>]*>/gi) ?? [])
      expect(link).toContain('rel="nofollow noopener noreferrer"');
  });

  it("answers 404 for an unknown slug", async () => {
    const { status, body } = await get("/blog-url?Id=no-such-post");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: 'There is no blog post "no-such-post"' });
  });

  it("answers 400 when Id is missing", async () => {
    const { status, body } = await get("/blog-url");
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: "Id is required",
      fieldErrors: [{ field: "Id", message: "Id is required" }],
    });
  });
});

describe("landing content", () => {
  it("lists banners in their order with absolute images", async () => {
    const { body } = await get("/banners");
    const items = body.items as { title: string; image: string; optionList: string[] }[];
    expect(items.map((banner) => banner.title)).toEqual(
      [...seedBanners].sort((a, b) => a.sortOrder - b.sortOrder).map((banner) => banner.title),
    );
    expect(items[0]?.image.startsWith(`${testApiUrl}/media/`)).toBe(true);
  });

  it("lists reviews with their ratings", async () => {
    const { body } = await get("/peopleSays");
    const items = body.items as { rating: number }[];
    expect(items.map((review) => review.rating).sort()).toEqual(
      seedReviews.map((review) => review.rating).sort(),
    );
  });

  it.each(["/heros", "/vacancies"])("%s answers a non-empty items list", async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect((body.items as unknown[]).length).toBeGreaterThan(0);
  });

  it("gathers banners, heroes, reviews, vacancies, hubs and services for the home page", async () => {
    const [home, banners, hubs] = await Promise.all([
      get("/main/homedata"),
      get("/banners"),
      get("/hubs-for-index"),
    ]);
    expect(home.status).toBe(200);
    expect(home.body.banners).toEqual(banners.body.items);
    expect(home.body.hubs).toEqual(hubs.body);
    for (const key of ["heroes", "reviews", "vacancies", "services"]) {
      expect((home.body[key] as unknown[]).length).toBeGreaterThan(0);
    }
  });
});
