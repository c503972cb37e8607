import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { latestCode } from "./accounts";
import { keepStaffToken, keptStaffToken } from "./kept-staff-session";
import { urls } from "./servers";

/** The first admin the API ensures at start outside production. */
export const opsAdmin = { email: "staff@freight.local", password: "staff-dev-password" };

/**
 * Signs a staff member into the console through its sign-in page: password, then the e-mailed code. The first
 * admin signs in this way once per run; later calls put that session in the page's context.
 */
export async function signInToOps(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const isAdmin = account.email === opsAdmin.email;
  if (isAdmin && (await useKeptAdminSession(page, request))) {
    await page.goto(`${urls.ops}/`);
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    return;
  }
  await page.goto(`${urls.ops}/sign-in`);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  const sentAfter = Date.now() - 1000;
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Sign-in code")).toBeVisible();
  await page.getByLabel("Sign-in code").fill(await latestCode(request, account.email, sentAfter));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  const token = (await page.context().cookies(urls.ops)).find((cookie) => cookie.name === "ops_session")?.value;
  if (isAdmin && token) await keepStaffToken(token);
}

/** Puts the first admin's kept console session in the page's context; false when this run has none yet. */
async function useKeptAdminSession(page: Page, request: APIRequestContext): Promise<boolean> {
  const kept = await keptStaffToken(request);
  if (!kept) return false;
  await page.context().addCookies([
    { name: "ops_session", value: kept, url: urls.ops, httpOnly: true, sameSite: "Lax" },
  ]);
  return true;
}

/**
 * The first admin's console session for a journey's page, without a page load: the session kept for the run, or
 * a sign-in through the console's page when there is none yet (once per run: codes to one address are limited).
 */
export async function asOpsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  if (await useKeptAdminSession(page, request)) return;
  await signInToOps(page, request, opsAdmin);
}

/**
 * The API bearer header of the console session a page signed in with (the console keeps the API's session token in
 * its cookie), so a journey that uses the console also calls the API as staff without a second sign-in: codes to one
 * address are limited to 5 in 15 minutes across the whole run.
 */
export async function staffHeadersOf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "ops_session")?.value;
  if (!token) throw new Error("The page has no console session");
  return { authorization: `Bearer ${token}` };
}
