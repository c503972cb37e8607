import { cacheLife, cacheTag } from "next/cache";
import type { Schema } from "@freight/api-client/types";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type HubDetails = Schema<"HubDetails">;

async function cachedHubDetails(): Promise<HubDetails[]> {
  "use cache";
  // Hours and details change with a hub save, closures with the dock schedule, services with a service save:
  // each tells the site "hubs" or "services".
  cacheTag("hubs", "services");
  cacheLife("publicContent");
  return readPublic(getSharedReadApi().GET("/hub-details-for-index"), "GET /hub-details-for-index");
}

/** Every public hub's hours, services, capabilities, amenities and closures ahead; throws when the API cannot answer. */
export async function loadHubDetails(): Promise<HubDetails[]> {
  await deferDuringBuild();
  return cachedHubDetails();
}
