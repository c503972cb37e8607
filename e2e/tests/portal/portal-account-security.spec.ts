import { expect, test, type APIRequestContext } from "@playwright/test";
import { createAccount, latestCode, newIdentity } from "../../support/accounts";
import { urls } from "../../support/servers";
import { useSession } from "./customer";

async function signIn(request: APIRequestContext, data: Record<string, string>) {
  return request.post(`${urls.api}/login`, { data });
}

test("changes the phone number with the code texted to the new number, which then signs in instead of the old one", async ({ context, page, request }) => {
  const account = await createAccount(request);
  await useSession(context, account.token);
  const newPhone = newIdentity().phoneE164;

  await page.goto(`${urls.portal}/settings`);
  await page.getByText("Change phone", { exact: true }).click();
  const change = page.getByTestId("change-phone");
  await change.getByLabel("New phone number (+1…)").fill(newPhone);
  const askedAt = Date.now() - 1000;
  await change.getByRole("button", { name: "Send code" }).click();
  await expect(change.getByRole("status")).toContainText("A code was sent");
  await change.getByLabel("Code", { exact: true }).fill(await latestCode(request, newPhone, askedAt));
  await change.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Your phone number is changed and verified.")).toBeVisible();
  await expect(page.getByText(newPhone, { exact: true })).toBeVisible();

  const profile = await request.get(`${urls.api}/users/me`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(await profile.json()).toMatchObject({ phoneNumber: newPhone, isPhoneConfirmed: true });
  expect((await signIn(request, { phoneNumber: newPhone, password: account.password })).status()).toBe(200);
  expect((await signIn(request, { phoneNumber: account.phoneE164, password: account.password })).status()).toBe(401);
});

test("a wrong code leaves the phone number as it was", async ({ context, page, request }) => {
  const account = await createAccount(request);
  await useSession(context, account.token);
  const newPhone = newIdentity().phoneE164;
  await page.goto(`${urls.portal}/settings`);
  await page.getByText("Change phone", { exact: true }).click();
  const change = page.getByTestId("change-phone");
  await change.getByLabel("New phone number (+1…)").fill(newPhone);
  const askedAt = Date.now() - 1000;
  await change.getByRole("button", { name: "Send code" }).click();
  const code = await latestCode(request, newPhone, askedAt);
  await change.getByLabel("Code", { exact: true }).fill(code === "000000" ? "111111" : "000000");
  await change.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
  const profile = await request.get(`${urls.api}/users/me`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(((await profile.json()) as { phoneNumber: string }).phoneNumber).toBe(account.phoneE164);
});

test("changes the password: the new one signs in on the site, the old one does not, and other sessions end", async ({ browser, context, page, request }) => {
  const account = await createAccount(request);
  const other = await signIn(request, { email: account.email, password: account.password });
  const otherToken = ((await other.json()) as { token: string }).token;
  await useSession(context, account.token);
  const newPassword = `${account.password}-renewed`;

  await page.goto(`${urls.portal}/settings`);
  await page.getByLabel("Current password").fill(account.password);
  await page.getByLabel("New password (at least 8 characters)").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();

  const me = (token: string) => request.get(`${urls.api}/users/me`, { headers: { authorization: `Bearer ${token}` } });
  expect((await me(otherToken)).status()).toBe(401);
  // The session that changed the password stays signed in.
  expect((await me(account.token)).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Current password")).toBeVisible();
  expect((await signIn(request, { email: account.email, password: account.password })).status()).toBe(401);

  const fresh = await browser.newContext();
  const signInPage = await fresh.newPage();
  await signInPage.goto(`${urls.web}/auth/signin`);
  await signInPage.getByLabel("E-mail").fill(account.email);
  await signInPage.getByLabel("Password").fill(newPassword);
  await signInPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(signInPage).toHaveURL(new RegExp(`^${urls.portal}/`));
  await fresh.close();
});
