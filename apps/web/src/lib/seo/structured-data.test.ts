import { describe, expect, it } from "vitest";
import { absoluteUrl, articleJsonLd, hubJsonLd } from "./structured-data";

describe("absoluteUrl", () => {
  it("joins the site origin and a path with exactly one slash", () => {
    expect(absoluteUrl("https://freightbox.example/", "/shop")).toBe("https://freightbox.example/shop");
    expect(absoluteUrl("https://freightbox.example", "/")).toBe("https://freightbox.example/");
  });
});

describe("hubJsonLd", () => {
  it("describes a hub as a LocalBusiness at its address and coordinates", () => {
    const data = hubJsonLd(
      "https://freightbox.example",
      { name: "Reno", slug: "reno", address: "1 Dock Rd, Reno, NV", latitude: 39.5, longitude: -119.8 },
      "Gateway hub",
    );
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.url).toBe("https://freightbox.example/locations/reno");
    expect(data.address.streetAddress).toBe("1 Dock Rd, Reno, NV");
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 39.5, longitude: -119.8 });
  });
});

describe("articleJsonLd", () => {
  const post = {
    url: "cross-dock-basics",
    name: "Cross-dock basics",
    subName: "What happens on the dock",
    metaDescription: "",
    metaKeywords: "cross-dock, freight",
    author: "Dana Ruiz",
    date: "2026-03-01T00:00:00.000Z",
    photo: "https://api.example/media/dock.jpg",
    tags: [{ name: "Operations" }],
  };

  it("uses the short description when the post has no meta description", () => {
    expect(articleJsonLd("https://freightbox.example", post).description).toBe("What happens on the dock");
  });

  it("names the author, the date and the post URL", () => {
    const data = articleJsonLd("https://freightbox.example", post);
    expect(data.author).toEqual({ "@type": "Person", name: "Dana Ruiz" });
    expect(data.datePublished).toBe(post.date);
    expect(data.mainEntityOfPage).toBe("https://freightbox.example/blog-posts/cross-dock-basics");
  });
});
