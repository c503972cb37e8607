import { expect, test } from "@playwright/test";
import { axeViolations } from "../../support/axe";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";

// Every public route and the not-found page are checked with axe where they are visited (public-routes.spec.ts).

test("a product page and a post page have no serious or critical accessibility violation", async ({
  page,
  request,
}) => {
  const [products, posts] = await Promise.all([
    apiGet<ApiProductPage>(request, "/supplies?page=0&limit=1"),
    apiGet<{ items: ApiBlogPost[] }>(request, "/blogs-for-index?Page=0&Limit=1"),
  ]);
  for (const path of [`/shop/${products.items[0]?.id}`, `/blog-posts/${posts.items[0]?.url}`]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the phone-width home page and open mobile menu have no serious or critical accessibility violation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});
