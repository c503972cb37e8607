import { expect, test, type Page } from "@playwright/test";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";
import { urls } from "../../support/servers";

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("robots.txt allows the site and points to the sitemap at the site's own origin", async ({ request }) => {
  const response = await request.get(`${urls.web}/robots.txt`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("Allow: /");
  expect(text).toContain(`Sitemap: ${urls.web}/sitemap.xml`);
});

test("sitemap.xml lists the site's pages, every post and every product", async ({ request }) => {
  const [posts, products] = await Promise.all([
    apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=100"),
    apiGet<ApiProductPage>(request, "/supplies?page=0&limit=100"),
  ]);
  const xml = await (await request.get(`${urls.web}/sitemap.xml`)).text();
  for (const path of ["/", "/shop", "/map", "/locations/reno", "/services/transload", "/contact-us"]) {
    expect(xml).toContain(`<loc>${urls.web}${path}</loc>`);
  }
  for (const post of posts.items) expect(xml).toContain(`<loc>${urls.web}/blog-posts/${post.url}</loc>`);
  for (const product of products.items) expect(xml).toContain(`<loc>${urls.web}/shop/${product.id}</loc>`);
  expect(xml).not.toContain("#");
});

test("each page has its own title, description, canonical link and Open Graph card", async ({ page }) => {
  await page.goto("/shop");
  await expect(page).toHaveTitle("Supplies shop | FreightBox");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /pallets/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${urls.web}/shop`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Supplies shop");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
});

test("a hub page describes the hub as a LocalBusiness", async ({ page }) => {
  await page.goto("/locations/denver");
  const [hub] = (await jsonLd(page)).filter((data) => data["@type"] === "LocalBusiness");
  expect(hub).toMatchObject({ url: `${urls.web}/locations/denver`, geo: { "@type": "GeoCoordinates" } });
  expect(String(hub?.name)).toContain("Denver");
});

test("a post page describes the post as an Article with its author and date", async ({ page, request }) => {
  const [post] = (
    await apiGet<{ items: (ApiBlogPost & { date: string })[] }>(request, "/blogs-for-index?Page=0&Limit=1")
  ).items;
  if (!post) throw new Error("the seed data has no blog post");
  await page.goto(`/blog-posts/${post.url}`);
  const [article] = (await jsonLd(page)).filter((data) => data["@type"] === "Article");
  expect(article).toMatchObject({
    headline: post.name,
    author: { name: post.author },
    datePublished: post.date,
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
});
