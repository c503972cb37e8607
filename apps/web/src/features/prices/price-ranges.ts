import { cacheLife, cacheTag } from "next/cache";
import type { Schema } from "@freight/api-client/types";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

export type PriceRange = Schema<"MinMaxPrice">;

async function cachedPublicPriceRanges(): Promise<PriceRange[]> {
  "use cache";
  // A console save of a price list, a hub or a service tells the site, so the new prices show at once.
  cacheTag("prices", "hubs", "services");
  cacheLife("publicContent");
  // The ranges span the pricing tiers; the day asked for only bounds the request.
  const today = new Date().toISOString().slice(0, 10);
  const answer = await readPublic(
    getSharedReadApi().POST("/minmaxprice-for-index", { body: { dateFrom: today } }),
    "POST /minmaxprice-for-index",
  );
  return answer.items;
}

/** Every public hub's public price range per service; throws when the API cannot answer (the page shows a failure). */
export async function loadPublicPriceRanges(): Promise<PriceRange[]> {
  await deferDuringBuild();
  return cachedPublicPriceRanges();
}
