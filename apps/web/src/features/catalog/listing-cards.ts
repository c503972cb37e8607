import { cacheLife, cacheTag } from "next/cache";
import type { HubCard } from "@freight/domain/catalog/hub-card";
import { isServiceTier, ServiceTier } from "@freight/domain/catalog/service-tier";
import type { Hub } from "@freight/api-client/types";
import { loadPublicHubs } from "@/lib/api/public-hubs";
import type { ApiHubCard } from "@/lib/map/map-location";
import { readPublic } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";

/** A listing card: the domain's hub card plus the hub page it links to. */
export interface ListingHubCard extends HubCard {
  slug: string | null;
}

/** The domain hub card of an API card; a tier the site does not know is shown as Booking. */
export function toListingHubCard(card: ApiHubCard, hubs: readonly Hub[]): ListingHubCard {
  return {
    id: card.id,
    generalInfo: card.generalInfo,
    capacity: card.capacity,
    capacityTooltip: card.capacityTooltip,
    timeSlots: card.timeSlots,
    services: card.services,
    type: isServiceTier(card.type) ? card.type : ServiceTier.Booking,
    options: card.options,
    slug: hubs.find((hub) => hub.id === card.id)?.slug ?? null,
  };
}

async function cachedTodaysCards(): Promise<ApiHubCard[]> {
  "use cache";
  // Capacity and slots change with every booking: a short life, and the "map" tag on order changes.
  cacheTag("map", "hubs");
  cacheLife("liveCapacity");
  return readPublic(getSharedReadApi().GET("/map/locations"), "GET /map/locations");
}

/** Today's hub cards (each hub's own today); throws when the API cannot answer. */
export async function loadListingHubCards(): Promise<ListingHubCard[]> {
  await deferDuringBuild();
  const [cards, hubs] = await Promise.all([cachedTodaysCards(), loadPublicHubs()]);
  return cards.map((card) => toListingHubCard(card, hubs));
}
