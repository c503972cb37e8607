import { expect, test } from "@playwright/test";
import { apiGet, type ApiHub } from "../../support/api";

test("the home page lists the seven hubs from the API and opens a location page", async ({
  page,
  request,
}) => {
  const hubs = await apiGet<ApiHub[]>(request, "/hubs-for-index");
  expect(hubs).toHaveLength(7);

  await page.goto("/");
  const locations = page.locator("#locations");
  for (const hub of hubs) {
    await expect(locations.getByRole("link", { name: hub.name, exact: true })).toBeVisible();
  }

  const hub = hubs[0]!;
  await locations.getByRole("link", { name: hub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${hub.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hub.name);
  // Cache Components keeps the home page hidden (Activity) after the navigation: only the visible address counts.
  await expect(page.getByText(hub.address).filter({ visible: true })).toBeVisible();
});

test("an unknown location answers with the not-found page", async ({ page }) => {
  const response = await page.goto("/locations/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
