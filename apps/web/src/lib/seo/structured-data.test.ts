import { describe, expect, it } from "vitest";
import { seedCompanySettings } from "@/content/company";
import { absoluteUrl, articleJsonLd, hubJsonLd, organizationJsonLd } from "./structured-data";

const company = { ...seedCompanySettings, name: "Acme Cargo", phone: "+1 (702) 555-0199" };

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
      company,
    );
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.url).toBe("https://freightbox.example/locations/reno");
    expect(data.address.streetAddress).toBe("1 Dock Rd, Reno, NV");
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: 39.5, longitude: -119.8 });
    expect(data.name).toBe("Acme Cargo Reno");
    expect(data.telephone).toBe("+1 (702) 555-0199");
  });
});

describe("organizationJsonLd", () => {
  it("describes the company as its settings say: names, address, contacts, tax id and the profiles it has", () => {
    const data = organizationJsonLd("https://freightbox.example", {
      ...company,
      socialLinks: { ...company.socialLinks, tiktok: "", threads: "" },
    });
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Acme Cargo",
      legalName: "FreightBox Logistics",
      telephone: "+1 (702) 555-0199",
      email: "hello@freightbox.example",
      taxID: "12-3456789",
      address: { "@type": "PostalAddress", addressLocality: "San Bernardino", addressRegion: "CA", postalCode: "92408" },
    });
    expect(data.sameAs).toHaveLength(5);
    expect(data.sameAs).not.toContain("https://www.tiktok.com/@freightbox");
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
    expect(articleJsonLd("https://freightbox.example", company, post).description).toBe("What happens on the dock");
  });

  it("names the author, the date and the post URL", () => {
    const data = articleJsonLd("https://freightbox.example", company, post);
    expect(data.author).toEqual({ "@type": "Person", name: "Dana Ruiz" });
    expect(data.datePublished).toBe(post.date);
    expect(data.mainEntityOfPage).toBe("https://freightbox.example/blog-posts/cross-dock-basics");
  });
});
