import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { latestCode } from "./accounts";
import { urls } from "./servers";

/** The first admin the API ensures at start outside production. */
export const opsAdmin = { email: "staff@freight.local", password: "staff-dev-password" };

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/**
 * The admin's console session of this run, kept in a file so every spec (and a worker started again after a
 * failure) signs the admin in once: each sign-in e-mails a code, and codes to one address are limited to 5 in
 * 15 minutes. A kept session is used only while the API still knows it (a new run starts from a new database).
 */
const keptSessionFile = join(tmpdir(), `freight-e2e-ops-admin-${new URL(urls.ops).host.replace(/[^\w.-]/g, "_")}.json`);

async function keptAdminSession(request: APIRequestContext): Promise<Cookies | undefined> {
  let cookies: Cookies;
  try {
    cookies = JSON.parse(await readFile(keptSessionFile, "utf8")) as Cookies;
  } catch {
    return undefined;
  }
  const token = cookies.find((cookie) => cookie.name === "ops_session")?.value;
  if (!token) return undefined;
  const me = await request.get(`${urls.api}/staff/me`, { headers: { authorization: `Bearer ${token}` } });
  return me.ok() ? cookies : undefined;
}

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
  const kept = isAdmin ? await keptAdminSession(request) : undefined;
  if (kept) {
    await page.context().addCookies(kept);
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
  if (isAdmin) await writeFile(keptSessionFile, JSON.stringify(await page.context().cookies(urls.ops)));
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
