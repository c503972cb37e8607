import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { apiGet, type ApiBlogPost, type ApiProductPage } from "../../support/api";
import { PUBLIC_ROUTES } from "../../support/public-routes";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/** Runs axe-core on the page (WCAG 2.1 A and AA rules) and lists the serious and critical findings. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(" "))
          .join("\n    ")}`,
    );
}

for (const route of [...PUBLIC_ROUTES, { path: "/404" }]) {
  test(`${route.path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route.path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

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
    expect(await blockingViolations(page), path).toEqual([]);
  }
});

test("the phone-width home page and open mobile menu have no serious or critical accessibility violation", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Open menu" }).click();
  expect(await blockingViolations(page)).toEqual([]);
});
