import { expect, test } from "@playwright/test";
import { apiGet } from "../../support/api";

test("the careers page lists every open position from the API", async ({ page, request }) => {
  const { items } = await apiGet<{ items: { position: string; description: string }[] }>(
    request,
    "/vacancies",
  );
  expect(items.length).toBeGreaterThan(0);

  await page.goto("/careers");
  const vacancies = page.getByTestId("vacancy");
  await expect(vacancies).toHaveCount(items.length);
  for (const vacancy of items) {
    await expect(vacancies.getByRole("heading", { name: vacancy.position, exact: true })).toBeVisible();
  }
});
