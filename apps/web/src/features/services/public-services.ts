import { cache } from "react";
import type { Service } from "@freight/api-client/types";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export type { Service };

/** The public services; undefined when the API could not be reached (spec 8). */
export const loadPublicServices = cache(async (): Promise<Service[] | undefined> => {
  const api = await getServerApi();
  return dataOrNothing(api.GET("/services-for-index"), "GET /services-for-index");
});
