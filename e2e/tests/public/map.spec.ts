import { expect, test } from "@playwright/test";
import { apiGet, type ApiHub } from "../../support/api";

test("the map shows a pin per hub and the search box narrows them", async ({ page, request }) => {
  const hubs = await apiGet<ApiHub[]>(request, "/hubs-for-index");
  expect(hubs).toHaveLength(7);

  await page.goto("/map");
  const pins = page.getByTestId("map-pin");
  await expect(pins).toHaveCount(7);
  for (const hub of hubs) {
    await expect(page.getByRole("link", { name: hub.name, exact: true }).first()).toBeAttached();
  }

  const denver = hubs.find((hub) => hub.slug === "denver");
  expect(denver).toBeDefined();
  await page.getByLabel("Search by city or address").fill("denver");
  await expect(pins).toHaveCount(1);
  await expect(pins.first()).toHaveAttribute("aria-label", denver!.name);
  await expect(page.getByText("1 of 7 hubs")).toBeVisible();

  await page.getByLabel("Search by city or address").fill("");
  await expect(pins).toHaveCount(7);
});

test("a service filter keeps only the hubs that offer the service, and reset brings them back", async ({
  page,
}) => {
  await page.goto("/map");
  const pins = page.getByTestId("map-pin");
  await expect(pins).toHaveCount(7);

  await page.getByRole("checkbox", { name: "Open 24/7" }).check();
  const narrowed = await pins.count();
  expect(narrowed).toBeLessThan(7);

  await page.getByRole("button", { name: "Reset filters" }).click();
  await expect(pins).toHaveCount(7);
  await expect(page.getByRole("checkbox", { name: "Open 24/7" })).not.toBeChecked();
});
