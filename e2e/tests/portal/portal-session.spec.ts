import { expect, test } from "@playwright/test";
import { urls } from "../../support/servers";
import { signUpCustomer, useSession } from "./customer";

test("a signed-out visit to /dashboard lands on sign-in and comes back to the dashboard after signing in", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, "session");
  await page.goto(`${urls.portal}/dashboard`);
  await expect(page).toHaveURL((url) => url.origin === urls.web && url.pathname === "/auth/signin");
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`${urls.portal}/dashboard`);

  await page.getByLabel("E-mail").fill(customer.email);
  await page.getByLabel("Password").fill(customer.password);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(`${urls.portal}/dashboard`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(customer.firstName);
});

test("a session the API no longer accepts is dropped and the visitor sent to sign-in, with the way back", async ({
  page,
  context,
}) => {
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

test("a link to /session/end from anywhere does not sign a customer out whose session the API accepts", async ({
  page,
  context,
  request,
}) => {
  const customer = await signUpCustomer(request, "session-end");
  await useSession(context, customer.token);
  await page.goto(`${urls.portal}/session/end?from=${encodeURIComponent("/orders")}`);

  await expect(page).toHaveURL(`${urls.portal}/orders`);
  const cookies = await context.cookies(urls.portal);
  expect(cookies.find((cookie) => cookie.name === "token")?.value).toBe(customer.token);
});

test("/session/end never sends the visitor to another site", async ({ request }) => {
  for (const from of ["/\\evil.example/x", "//evil.example", "/\t/evil.example", "https://evil.example/"]) {
    const response = await request.get(`${urls.portal}/session/end?from=${encodeURIComponent(from)}`, {
      maxRedirects: 0,
    });
    expect(response.status(), from).toBe(307);
    const location = new URL(response.headers().location ?? "", urls.portal);
    expect([new URL(urls.portal).host, new URL(urls.web).host], from).toContain(location.host);
  }
});
