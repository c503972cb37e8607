import { cacheLife, cacheTag } from "next/cache";
import { readPublic } from "@freight/api-client/api-read";
import type { CompanySettings } from "@freight/domain/company/company-settings";
import { seedCompanySettings } from "@/content/company";
import { isBuildPhase } from "@/env";
import { getSharedReadApi } from "@/lib/api/server-api";

export type { CompanySettings };

/**
 * A copy kept only for a second: the page made with it is made again (in the background) at its next visit,
 * with the API's settings once it answers. Expiring after 5 minutes, not at once, keeps the page a cached page
 * rather than one rendered per request.
 */
const PROVISIONAL = { stale: 300, revalidate: 1, expire: 300 } as const;

/** The settings this server last read from the API: what a page shows while the API cannot answer. */
let lastRead: CompanySettings | undefined;

async function cachedCompanySettings(): Promise<CompanySettings> {
  "use cache";
  // Every page shows the company (header, footer): a change in the console refreshes them all at once.
  cacheTag("company");
  // The API does not run during a build: pages are prerendered with the settings it starts with, provisionally.
  if (isBuildPhase()) {
    cacheLife(PROVISIONAL);
    return seedCompanySettings;
  }
  try {
    lastRead = await readPublic(getSharedReadApi().GET("/company-settings"), "GET /company-settings");
    cacheLife("publicContent");
    return lastRead;
  } catch (error) {
    // Never thrown out of the cache: a failed cached read fails the whole page it is in, and every page shows the
    // company. The settings last read (else those the API starts with) stand in, provisionally.
    console.error("The company settings could not be read:", error instanceof Error ? error.message : error);
    cacheLife(PROVISIONAL);
    return lastRead ?? seedCompanySettings;
  }
}

/**
 * The company as the API says (names, address, contact e-mail, phones per tracking source, social links), cached
 * under the `company` tag the API revalidates on a change. Every page's header and footer show it, so it never
 * fails a page: while `next build` prerenders and while the API cannot answer, pages are made provisionally with
 * the settings last read (or those the API starts with) and made again at their next visit once it answers. A page
 * whose own data fails still answers 503 with its retry notice.
 */
export function loadCompanySettings(): Promise<CompanySettings> {
  return cachedCompanySettings();
}
