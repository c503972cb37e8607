import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

const UNKNOWN_CODE = "ZX9Q4K7W";

test("the driver page shows the API's own message for a code it cannot check in", async ({ page, request }) => {
  const answer = await request.get(`${urls.api}/driver-check-in?checkincode=${UNKNOWN_CODE}`);
  expect(answer.ok()).toBe(false);
  const { message } = (await answer.json()) as { message: string };
  expect(message).not.toBe("");

  await page.goto("/driver");
  await page.getByLabel("Check-in code").fill(UNKNOWN_CODE);
  await page.getByRole("button", { name: "Find my order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel("Check-in code")).toHaveValue(UNKNOWN_CODE);
});
