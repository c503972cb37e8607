import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";

test("the portal dashboard without a session lands on the public sign-in page with a way back", async ({
  page,
}) => {
  await page.goto(`${urls.portal}/dashboard`);

  await expect(page).toHaveURL((url) => url.origin === urls.web && url.pathname === "/auth/signin");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`${urls.portal}/dashboard`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
