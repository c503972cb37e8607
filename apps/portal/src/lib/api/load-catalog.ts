import { toHubList, type HubListItem } from "@freight/domain/catalog/hub-list";
import { toServiceList, type ServiceListItem } from "@freight/domain/catalog/service-list-item";
import { readForPage } from "@/lib/api/read-for-page";
import { getServerApi } from "@/lib/api/server-api";

/** Signed-in customers get their own hub and service lists (GET /hubs, /services with the bearer token). */
export async function loadHubsAndServices(): Promise<{ hubs: HubListItem[]; services: ServiceListItem[] }> {
  const api = await getServerApi();
  const [hubs, services] = await Promise.all([
    readForPage("GET /hubs", api.GET("/hubs")),
    readForPage("GET /services", api.GET("/services")),
  ]);
  return { hubs: toHubList(hubs), services: toServiceList(services) };
}
