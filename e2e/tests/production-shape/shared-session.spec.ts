import { expect, test } from "@playwright/test";
import { createAccount } from "../../support/accounts";
import { opsAdmin, signInToOps } from "../../support/ops";
import { cookieDomain, urls } from "../../support/servers";

// The production shape on one machine: www., portal. and ops. subdomains of freight.localhost, with the
// session cookie's Domain set to .freight.localhost as SESSION_COOKIE_DOMAIN does in production.

test("sign in on the public site, land signed in on the portal, sign out there and be signed out on the site", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);
  await page.goto(`${urls.web}/auth/signin`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${urls.portal}/`));
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const shared = (await context.cookies(urls.portal)).find((cookie) => cookie.name === "token");
  expect(shared?.domain).toBe(cookieDomain);
  expect(shared?.httpOnly).toBe(true);
  // The same cookie reaches the site: its header offers the account instead of "Sign in".
  await page.goto(`${urls.web}/faqs`);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.goto(`${urls.portal}/dashboard`);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(new RegExp(`^${urls.web}/?`));
  expect((await context.cookies([urls.web, urls.portal])).filter((cookie) => cookie.name === "token")).toEqual([]);
  await page.goto(`${urls.web}/faqs`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(`${urls.portal}/dashboard`);
  await expect(page).toHaveURL(new RegExp(`^${urls.web}/auth/signin`));
});

test("the console's session cookie stays on the console's own host", async ({ page, context, request }) => {
  await signInToOps(page, request, opsAdmin);
  const opsCookie = (await context.cookies(urls.ops)).find((cookie) => cookie.name === "ops_session");
  expect(opsCookie?.domain).toBe(new URL(urls.ops).hostname);
  for (const other of [urls.web, urls.portal]) {
    expect((await context.cookies(other)).map((cookie) => cookie.name)).not.toContain("ops_session");
  }
  // And the customers' cookie never opens the console.
  expect((await context.cookies(urls.ops)).map((cookie) => cookie.name)).not.toContain("token");
});
