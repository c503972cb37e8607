import { expect, test } from "@playwright/test";
import { axeViolations } from "../../support/axe";
import { PUBLIC_ROUTES } from "../../support/public-routes";

// One visit per page checks what it answers, its heading and its accessibility (axe, WCAG 2.2 A and AA).
for (const route of PUBLIC_ROUTES) {
  test(`${route.path} answers 200, shows its heading and has no accessibility violation`, async ({
    page,
  }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of ["/404", "/no-such-page"]) {
  test(`${path} shows the not-found page with status 404 and no accessibility violation`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    if (path === "/404") expect(await axeViolations(page)).toEqual([]);
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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // A part of the layout that is still pending when the page's shell is written arrives at the end of the
  // document and is moved into place by script: without JavaScript it stays hidden, and with it the page shifts.
  // The cached pages must be whole as written, numbered blog pages included. (A page rendered per request for
  // another query, such as a shop search, still streams its results and footer into place.)
  for (const path of ["/", "/shop", "/shop/1", "/blog-posts", "/blog-posts?page=1", "/locations/reno"]) {
    test(`${path} shows its header, heading and footer in the document as written`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole("banner").getByRole("link", { name: "FreightBox", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Site map" })).toBeVisible();
    });
  }
});
