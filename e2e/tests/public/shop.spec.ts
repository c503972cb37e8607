import { expect, test } from "@playwright/test";
import { apiGet, type ApiProductPage } from "../../support/api";

const SHOP_PAGE_SIZE = 9;

test("the shop lists nine products per page and pages through them", async ({ page, request }) => {
  const [firstPage, secondPage] = await Promise.all([
    apiGet<ApiProductPage>(request, `/supplies?page=0&limit=${SHOP_PAGE_SIZE}`),
    apiGet<ApiProductPage>(request, `/supplies?page=1&limit=${SHOP_PAGE_SIZE}`),
  ]);
  expect(firstPage.totalPages).toBeGreaterThan(1);

  await page.goto("/shop");
  // The first page is served from the cached first-visit route; a page left for another route stays mounted,
  // hidden, so that going back keeps its state: only the visible cards are the page shown.
  const cards = page.getByTestId("product-card").filter({ visible: true });
  await expect(cards).toHaveCount(SHOP_PAGE_SIZE);
  await expect(cards.first().getByRole("heading")).toHaveText(firstPage.items[0]!.name);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/shop\?page=1$/);
  await expect(cards).toHaveCount(secondPage.items.length);
  await expect(cards.first().getByRole("heading")).toHaveText(secondPage.items[0]!.name);
  await expect(page.getByRole("link", { name: "Page 2, current page" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
