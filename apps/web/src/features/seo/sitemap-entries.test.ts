import { describe, expect, it } from "vitest";
import { sitemapEntries } from "./sitemap-entries";

describe("sitemapEntries", () => {
  const entries = sitemapEntries("https://freightbox.example", {
    staticPaths: ["/#locations", "/shop", "/auth/signin", "/shop", "/map"],
    posts: [{ url: "cross-dock-basics", date: "2026-03-01T00:00:00.000Z" }],
    productIds: [3, 3, 7],
  });
  const urls = entries.map((entry) => entry.url);

  it("lists the home page first and every page once, with absolute URLs", () => {
    expect(urls.slice(0, 3)).toEqual([
      "https://freightbox.example/",
      "https://freightbox.example/shop",
      "https://freightbox.example/map",
    ]);
  });

  it("leaves out fragment links and account forms", () => {
    expect(urls.some((url) => url.includes("#") || url.includes("/auth/"))).toBe(false);
  });

  it("adds every post with its date and every product once", () => {
    expect(entries).toContainEqual(
      expect.objectContaining({
        url: "https://freightbox.example/blog-posts/cross-dock-basics",
        lastModified: "2026-03-01T00:00:00.000Z",
      }),
    );
    expect(urls.filter((url) => url.includes("/shop/"))).toEqual([
      "https://freightbox.example/shop/3",
      "https://freightbox.example/shop/7",
    ]);
  });
});
