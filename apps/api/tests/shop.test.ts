import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productCategories as seedCategories, products as seedProducts } from "../src/seed-data/products.js";
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

interface Product {
  id: number;
  name: string;
  price: number;
  oldPrice: number | null;
  image: string;
  category: { id: number; name: string };
  files: { fileUrl: string; isDeleted: boolean }[];
  features: { name: string }[];
  colors: { name: string; color: string }[];
}
interface ProductPage {
  items: Product[];
  totalItems: number;
  totalPages: number;
  currentPage: number;
}

const newestFirst = [...seedProducts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

describe("listSupplies", () => {
  it("gives the first 9 products newest first with paging totals", async () => {
    const { status, body } = await get("/supplies?page=0&limit=9");
    expect(status).toBe(200);
    const page = body as unknown as ProductPage;
    expect(page.totalItems).toBe(seedProducts.length);
    expect(page.totalPages).toBe(Math.ceil(seedProducts.length / 9));
    expect(page.items.map((product) => product.name)).toEqual(
      newestFirst.slice(0, 9).map((product) => product.name),
    );
    expect(page.items[0]?.image.startsWith(`${testApiUrl}/media/`)).toBe(true);
  });

  it("sorts by price ascending", async () => {
    const { body } = await get(`/supplies?sort=price-asc&limit=100`);
    const prices = (body as unknown as ProductPage).items.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices).toHaveLength(seedProducts.length);
  });

  it("filters by repeated categories", async () => {
    const { body: categories } = await get("/supply-categories");
    const [first, second] = categories.items as { id: number; name: string }[];
    const { body } = await get(`/supplies?limit=100&categories=${first?.id}&categories=${second?.id}`);
    const items = (body as unknown as ProductPage).items;
    const expected = seedProducts.filter((product) => {
      const name = seedCategories.find((category) => category.slug === product.categorySlug)?.name;
      return name === first?.name || name === second?.name;
    });
    expect(items.map((product) => product.name).sort()).toEqual(
      expected.map((product) => product.name).sort(),
    );
  });

  it("filters by one category given once", async () => {
    const { body: categories } = await get("/supply-categories");
    const [first] = categories.items as { id: number }[];
    const { status, body } = await get(`/supplies?limit=100&categories=${first?.id}`);
    expect(status).toBe(200);
    for (const product of (body as unknown as ProductPage).items) expect(product.category.id).toBe(first?.id);
  });

  it("searches names case-insensitively and treats % literally", async () => {
    const sample = seedProducts[0]?.name ?? "";
    const word = sample.split(" ")[0] ?? "";
    const { body } = await get(`/supplies?limit=100&search=${encodeURIComponent(word.toUpperCase())}`);
    expect((body as unknown as ProductPage).items.map((product) => product.name)).toContain(sample);
    const { body: none } = await get("/supplies?search=%25%25%25");
    expect((none as unknown as ProductPage).totalItems).toBe(0);
  });

  it.each([
    ["page=-1", "page must be at least 0"],
    ["limit=0", "limit must be at least 1"],
    ["limit=1000", "limit must be at most 100"],
    ["sort=cheapest", "sort must be one of newest, price-asc, price-desc, name-asc, name-desc"],
    ["categories=abc", "categories.0 must be a whole number"],
  ])("answers 400 for %s with a message naming the parameter", async (query, message) => {
    const { status, body } = await get(`/supplies?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, message });
  });
});

describe("getSupply", () => {
  it("gives one product with its category, gallery, features and colours", async () => {
    const { body: page } = await get("/supplies?limit=1");
    const [listed] = (page as unknown as ProductPage).items;
    const { status, body } = await get(`/supply?id=${listed?.id}`);
    expect(status).toBe(200);
    const product = body as unknown as Product;
    const seeded = seedProducts.find((entry) => entry.name === product.name);
    expect(product.files).toHaveLength(seeded?.files.length ?? -1);
    expect(product.features).toHaveLength(seeded?.featureSlugs.length ?? -1);
    expect(product.colors.map((color) => color.color)).toEqual(seeded?.colors.map((color) => color.color));
    expect(product.oldPrice).toBe(seeded?.oldPrice);
  });

  it("answers 404 for an unknown product", async () => {
    const { status, body } = await get("/supply?id=999999");
    expect(status).toBe(404);
    expect(body).toMatchObject({ message: "There is no product with id 999999" });
  });

  it("answers 400 when id is missing", async () => {
    const { status, body } = await get("/supply");
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: "id is required" });
  });
});

describe("shop side lists", () => {
  it("lists categories sorted by name", async () => {
    const { body } = await get("/supply-categories");
    const names = (body.items as { name: string }[]).map((category) => category.name);
    expect(names).toEqual(
      seedCategories.map((category) => category.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it("lists features with absolute images", async () => {
    const { body } = await get("/supplies-features");
    const items = body.items as { image: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.image.startsWith(`${testApiUrl}/media/`)).toBe(true);
  });

  it("puts the newest product first in the new-arrival slot", async () => {
    const { body } = await get("/supplies-new-arrival");
    const items = (body.newArrival as { items: { title: string; description: string }[] }).items;
    expect(items[0]?.title).toBe(newestFirst[0]?.name);
    expect(items[0]?.description).not.toMatch(/<[a-z]/i);
  });

  it("puts the largest discount first in the best-deal slot", async () => {
    const { body } = await get("/supplies-best-deal");
    const items = (body.bestDeal as { items: { title: string }[] }).items;
    const best = [...seedProducts]
      .filter((product) => product.oldPrice !== null && product.oldPrice > product.price)
      .sort(
        (a, b) =>
          ((b.oldPrice ?? 0) - b.price) / (b.oldPrice ?? 1) -
          ((a.oldPrice ?? 0) - a.price) / (a.oldPrice ?? 1),
      );
    expect(items[0]?.title).toBe(best[0]?.name);
  });

  it("lists the recommended products", async () => {
    const { body } = await get("/supplies-recommended");
    const names = (body.items as { name: string }[]).map((product) => product.name).sort();
    expect(names).toEqual(
      seedProducts
        .filter((product) => product.isRecommended)
        .map((product) => product.name)
        .sort(),
    );
  });
});
