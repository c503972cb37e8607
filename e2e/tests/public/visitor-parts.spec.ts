import { expect, test } from "@playwright/test";

// Pages are prerendered once for everybody; what differs per visitor is filled in per request.

test("a visitor who came from a tracked source sees that source's phone on a cached page, and keeps it", async ({
  page,
}) => {
  await page.goto("/?utm_source=google");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "+1 (909) 555-0112" })).toBeVisible();
  await page.goto("/faqs");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "+1 (909) 555-0112" })).toBeVisible();
});

test("a direct visitor sees the general phone and the sign-in link", async ({ page }) => {
  await page.goto("/faqs");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "+1 (909) 555-0100" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
});
