import { cacheLife, cacheTag } from "next/cache";
import type { Hub } from "@freight/api-client/types";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type { Hub };

async function cachedPublicHubs(): Promise<Hub[]> {
  "use cache";
  cacheTag("hubs");
  cacheLife("publicContent");
  return readPublic(getSharedReadApi().GET("/hubs-for-index"), "GET /hubs-for-index");
}

/** The public hubs, sorted by name by the API; throws when the API cannot answer (the page shows a failure). */
export async function loadPublicHubs(): Promise<Hub[]> {
  await deferDuringBuild();
  return cachedPublicHubs();
}
