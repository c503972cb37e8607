import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { urls } from "./servers";

/**
 * The first admin's API session of this run, kept in a file so the specs (and a worker started again after a
 * failure) sign the admin in once: each sign-in e-mails a code, and codes to one address are limited to 5 in
 * 15 minutes. The console keeps the same token in its cookie. A kept token is used only while the API still
 * knows it (a new run starts from a new database; a journey may sign the admin out).
 */
const keptTokenFile = join(tmpdir(), `freight-e2e-staff-admin-${new URL(urls.api).host.replace(/[^\w.-]/g, "_")}.json`);

export async function keptStaffToken(request: APIRequestContext): Promise<string | undefined> {
  let token: string | undefined;
  try {
    token = (JSON.parse(await readFile(keptTokenFile, "utf8")) as { token?: string }).token;
  } catch {
    return undefined;
  }
  if (!token) return undefined;
  const me = await request.get(`${urls.api}/staff/me`, { headers: { authorization: `Bearer ${token}` } });
  return me.ok() ? token : undefined;
}

export async function keepStaffToken(token: string): Promise<void> {
  await writeFile(keptTokenFile, JSON.stringify({ token }));
}
