import { cookies } from "next/headers";
import { toHubList, type HubListItem } from "@freight/domain/catalog/hub-list";
import { toServiceList, type ServiceListItem } from "@freight/domain/catalog/service-list-item";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";
import { loadMyCompanies } from "@/lib/session/load-profile";
import { SESSION_COOKIE } from "@/lib/session/session-paths";
import { createSessionReadCache } from "./session-read-cache";

interface Catalog {
  hubs: HubListItem[];
  services: ServiceListItem[];
}

/**
 * A visitor's lists for 30 s: staff change hubs and services rarely, and an account's own rates at most reach the
 * portal that much later, while the dashboard, the history and the booking form each needed both on every visit.
 */
const catalogs = createSessionReadCache<Catalog>({ ttlMs: 30_000, maxEntries: 2_000 });

/**
 * Signed-in customers get their own hub and service lists (GET /hubs, /services with the bearer token: the account
 * the session acts for, personal or a company, has its own rates), kept per session and account for 30 s.
 */
export async function loadHubsAndServices(): Promise<Catalog> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const companies = token ? await loadMyCompanies() : null;
  if (!token || !companies) return readCatalog();
  try {
    return await catalogs.read(`${token}|${companies.currentCompanyId ?? "personal"}`, readCatalog);
  } catch {
    // A read shared with another request of the session failed there: this request reads (and fails) for itself,
    // so its own page is marked unavailable or sent to sign in.
    return readCatalog();
  }
}

async function readCatalog(): Promise<Catalog> {
  const api = await getServerApi();
  const [hubs, services] = await Promise.all([
    readForPage("GET /hubs", api.GET("/hubs")),
    readForPage("GET /services", api.GET("/services")),
  ]);
  return { hubs: toHubList(hubs), services: toServiceList(services) };
}
