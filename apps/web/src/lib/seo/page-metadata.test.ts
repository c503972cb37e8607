import { describe, expect, it } from "vitest";
import { pageMetadata } from "./page-metadata";

describe("pageMetadata", () => {
  it("repeats the page's own title and description in the Open Graph card", () => {
    const metadata = pageMetadata({ title: "Supplies shop", description: "Pallets and wrap", path: "/shop" });
    expect(metadata.openGraph).toMatchObject({
      title: "Supplies shop",
      description: "Pallets and wrap",
      url: "/shop",
    });
    expect(metadata.alternates?.canonical).toBe("/shop");
  });

  it("keeps pages reached only by an action out of search results", () => {
    expect(pageMetadata({ title: "Thanks", path: "/thank-you", isNoIndex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });

  it("marks posts as articles with their publication date", () => {
    const metadata = pageMetadata({
      title: "Post",
      path: "/blog-posts/a",
      type: "article",
      publishedTime: "2026-01-01",
    });
    expect(metadata.openGraph).toMatchObject({ type: "article", publishedTime: "2026-01-01" });
  });
});

describe("pageMetadata share image", () => {
  it("falls back to the site's share card when the page has no image of its own", () => {
    const metadata = pageMetadata({ title: "Map", path: "/map" });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/opengraph-image", width: 1200 }),
    ]);
  });

  it("uses the page's own image when it has one", () => {
    const metadata = pageMetadata({
      title: "Pallet",
      path: "/shop/1",
      images: [{ url: "https://api.test/p.jpg", alt: "Pallet" }],
    });
    expect(metadata.openGraph?.images).toEqual([{ url: "https://api.test/p.jpg", alt: "Pallet" }]);
  });
});
