import { cacheLife, cacheTag } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import { readPublic } from "@freight/api-client/api-read";
import type { CompanySettings } from "@freight/domain/company/company-settings";
import { markPageUnavailable } from "@freight/app-server/page-outcome";
import { seedCompanySettings } from "@/content/company";
import { isBuildPhase } from "@/env";
import { createSharedReadApiClient } from "@/lib/api/server-api";

export type { CompanySettings };

async function cachedCompanySettings(): Promise<CompanySettings> {
  "use cache";
  // Every page shows the company (header, footer): a change in the console refreshes them all at once.
  cacheTag("company");
  if (isBuildPhase()) {
    // The API does not run during a build, and the header and footer of every page must not become a per-request
    // hole: pages are prerendered with the settings the API starts with, marked stale after a second, so the
    // first visit renders them again with the API's settings in the background. They never expire: while the
    // API is away a static page is still served as built rather than answered 503.
    cacheLife({ stale: 300, revalidate: 1, expire: 31_536_000 });
    return seedCompanySettings;
  }
  cacheLife("publicContent");
  return readPublic(createSharedReadApiClient().GET("/company-settings"), "GET /company-settings");
}

/**
 * The company as the API says (names, address, contact e-mail, phones per tracking source, social links). When
 * the API cannot answer and no copy is cached, the page answers 503 (a cached rendering is abandoned, never
 * stored) and, rendered per request, shows the settings the API starts with.
 */
export async function loadCompanySettings(): Promise<CompanySettings> {
  try {
    return await cachedCompanySettings();
  } catch (error) {
    unstable_rethrow(error);
    markPageUnavailable();
    await connection();
    console.error("The company settings could not be read:", error instanceof Error ? error.message : error);
    return seedCompanySettings;
  }
}
