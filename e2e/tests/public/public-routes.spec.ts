import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../support/public-routes";

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} answers 200 and shows its heading`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
  });
}

for (const path of ["/404", "/no-such-page"]) {
  test(`${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
}

test("the footer links to every public page a visitor can choose", async ({ page }) => {
  await page.goto("/");
  const siteMap = page.getByRole("navigation", { name: "Site map" });
  // The cart is reached from the header's cart link, not the site map.
  for (const route of PUBLIC_ROUTES.filter(({ path }) => !["/", "/thank-you", "/cart"].includes(path))) {
    await expect(siteMap.locator(`a[href="${route.path}"]`)).toHaveCount(1);
  }
});
