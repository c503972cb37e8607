import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { signUpCustomer, useSession } from "./customer";

test("a signed-out visit to /dashboard lands on sign-in and comes back to the dashboard after signing in", async ({ page, request, context }) => {
  await page.goto(`${urls.portal}/dashboard`);
  await expect(page).toHaveURL((url) => url.origin === urls.web && url.pathname === "/auth/signin");
  const returnTo = new URL(page.url()).searchParams.get("returnTo");
  expect(returnTo).toBe(`${urls.portal}/dashboard`);

  // Signing in sets the session cookie; the public site then sends the visitor to returnTo.
  const customer = await signUpCustomer(request, "session");
  await useSession(context, customer.token);
  await page.goto(returnTo!);

  await expect(page).toHaveURL(`${urls.portal}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(customer.firstName);
});

test("a session the API no longer accepts is dropped and the visitor sent to sign-in, with the way back", async ({ page, context }) => {
  await useSession(context, "an-expired-or-forged-token");
  await page.goto(`${urls.portal}/settings?tab=level`);

  await expect(page).toHaveURL((url) => url.origin === urls.web && url.pathname === "/auth/signin");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`${urls.portal}/settings?tab=level`);
  const cookies = await context.cookies(urls.portal);
  expect(cookies.find((cookie) => cookie.name === "token")).toBeUndefined();
});

test("the payment return route opens without a session", async ({ page }) => {
  await page.goto(`${urls.portal}/portal/redirect`);
  await expect(page).toHaveURL(`${urls.portal}/portal/redirect`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
