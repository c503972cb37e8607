import { cache } from "react";
import type { Hub } from "@freight/api-client/types";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export type { Hub };

/** The public hubs, sorted by name by the API; undefined when the API could not be reached (spec 8). */
export const loadPublicHubs = cache(async (): Promise<Hub[] | undefined> => {
  const api = await getServerApi();
  return dataOrNothing(api.GET("/hubs-for-index"), "GET /hubs-for-index");
});
