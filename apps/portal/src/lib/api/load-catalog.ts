import { toHubList, type HubListItem } from "@freight/domain/catalog/hub-list";
import { toServiceList, type ServiceListItem } from "@freight/domain/catalog/service-list-item";
import { dataOr, readApi } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

/**
 * Signed-in customers get their own hub and service lists (GET /hubs, /services with the bearer token).
 * A failed list is logged and shows as empty.
 */
export async function loadHubsAndServices(): Promise<{ hubs: HubListItem[]; services: ServiceListItem[] }> {
  const api = await getServerApi();
  const [hubs, services] = await Promise.all([
    readApi("GET /hubs", () => api.GET("/hubs")),
    readApi("GET /services", () => api.GET("/services")),
  ]);
  return { hubs: toHubList(dataOr(hubs, [])), services: toServiceList(dataOr(services, [])) };
}
