import type { Banner, Hero, Review, Schema, Vacancy } from "@freight/api-client/types";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

export type HomeData = Schema<"HomeData">;
export type { Banner, Hero, Review, Vacancy };

/** Everything the home page shows in one call; undefined when the API could not be reached (spec 8). */
export async function loadHomeData(): Promise<HomeData | undefined> {
  const api = await getServerApi();
  return dataOrNothing(api.GET("/main/homedata"), "GET /main/homedata");
}

/** The open positions; undefined when the API could not be reached (spec 8). */
export async function loadVacancies(): Promise<Vacancy[] | undefined> {
  const api = await getServerApi();
  const answer = await dataOrNothing(api.GET("/vacancies"), "GET /vacancies");
  return answer?.items;
}
