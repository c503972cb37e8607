import { cacheLife, cacheTag } from "next/cache";
import type { Service } from "@freight/api-client/types";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type { Service };

async function cachedPublicServices(): Promise<Service[]> {
  "use cache";
  cacheTag("services");
  cacheLife("publicContent");
  return readPublic(getSharedReadApi().GET("/services-for-index"), "GET /services-for-index");
}

/** The public services; throws when the API cannot answer (the page shows a failure). */
export async function loadPublicServices(): Promise<Service[]> {
  await deferDuringBuild();
  return cachedPublicServices();
}
