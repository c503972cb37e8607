import { expect, test, type Page } from "@playwright/test";
import { apiGet, type ApiProductPage } from "../../support/api";

const SHOP_PAGE_SIZE = 9;

/** The product cards' names, waited for: the product list streams in after the page's prerendered shell. */
async function expectCardNames(page: Page, names: string[]): Promise<void> {
  await expect(page.getByTestId("product-card").getByRole("heading")).toHaveText(names);
}

test("searching the shop shows what the API finds for the text, and pages through it", async ({
  page,
  request,
}) => {
  const search = "wrap";
  const [first, second] = await Promise.all([
    apiGet<ApiProductPage>(request, `/supplies?page=0&limit=${SHOP_PAGE_SIZE}&search=${search}`),
    apiGet<ApiProductPage>(request, `/supplies?page=1&limit=${SHOP_PAGE_SIZE}&search=${search}`),
  ]);
  expect(first.totalItems).toBeGreaterThan(0);

  await page.goto("/shop");
  await page.getByRole("searchbox", { name: "Search products" }).fill(search);
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(/\/shop\?search=wrap/);
  await expect(page.getByText(`${first.totalItems} products`)).toBeVisible();
  await expectCardNames(
    page,
    first.items.map((item) => item.name),
  );

  if (first.totalPages > 1) {
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/search=wrap.*page=1|page=1.*search=wrap/);
    await expectCardNames(
      page,
      second.items.map((item) => item.name),
    );
  }
});

test("a category filter shows only that category's products", async ({ page, request }) => {
  const { items: categories } = await apiGet<{ items: { id: number; name: string }[] }>(
    request,
    "/supply-categories",
  );
  const category = categories[0];
  if (!category) throw new Error("the seed data has no product category");
  const expected = await apiGet<ApiProductPage>(
    request,
    `/supplies?page=0&limit=${SHOP_PAGE_SIZE}&categories=${category.id}`,
  );

  await page.goto("/shop");
  await page.getByRole("checkbox", { name: category.name }).check();
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
  await expect(page.getByRole("checkbox", { name: category.name })).toBeChecked();
  await expectCardNames(
    page,
    expected.items.map((item) => item.name),
  );
  await expect(page.getByTestId("product-card").first()).toContainText(category.name);
});

test("sorting by price puts the cheapest product first, chosen with the keyboard", async ({
  page,
  request,
}) => {
  const expected = await apiGet<ApiProductPage>(
    request,
    `/supplies?page=0&limit=${SHOP_PAGE_SIZE}&sort=price-asc`,
  );

  await page.goto("/shop");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await expect(sort).toHaveValue("price-asc");
  await page.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expectCardNames(
    page,
    expected.items.map((item) => item.name),
  );

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("a product page shows its gallery, price, features and the limited-time flag when set", async ({
  page,
  request,
}) => {
  const list = await apiGet<{ items: { id: number; name: string; isLimitedTimeOffer: boolean }[] }>(
    request,
    "/supplies?page=0&limit=100",
  );
  const product = list.items.find((item) => item.isLimitedTimeOffer) ?? list.items[0];
  if (!product) throw new Error("the seed data has no product");

  await page.goto(`/shop/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
  await expect(page.getByRole("region", { name: "Product photos" }).getByRole("img").first()).toBeVisible();
  if (product.isLimitedTimeOffer) await expect(page.getByText("Limited-time offer").first()).toBeVisible();
  const secondPhoto = page.getByRole("button", { name: "Show photo 2" });
  if ((await secondPhoto.count()) > 0) {
    await secondPhoto.click();
    await expect(secondPhoto).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("region", { name: "Product photos" }).getByRole("img").first(),
    ).toHaveAttribute("alt", `${product.name}, photo 2`);
  }
  await page.getByRole("link", { name: /Back to the shop/ }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
