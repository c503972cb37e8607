import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";

/** Written by every run for people to look at (gitignored); not compared against anything. */
const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "screenshots");
const WIDTHS = [375, 1440] as const;

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadWholePage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // The images are what a screenshot needs; "network idle" is not a condition to wait on here, since Next keeps
  // prefetching the routes of links that scroll into view (on a busy machine that outlasted the test's timeout).
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

test.beforeAll(() => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

test("screenshots of home, shop, a product, a post and the map at phone and desktop widths", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [products, posts] = await Promise.all([
    apiGet<ApiProductPage>(request, "/supplies?page=0&limit=1"),
    apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=1"),
  ]);
  const pages = [
    { name: "home", path: "/" },
    { name: "shop", path: "/shop" },
    { name: "product", path: `/shop/${products.items[0]?.id}` },
    { name: "post", path: `/blog-posts/${posts.items[0]?.url}` },
    { name: "map", path: "/map" },
  ];

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const { name, path } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await loadWholePage(page);
      // Nothing may stick out sideways: a page wider than the viewport scrolls horizontally on phones.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width} px is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
    }
  }
});
