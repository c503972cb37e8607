import type { HubCard } from "@freight/domain/catalog/hub-card";
import { isServiceTier, ServiceTier } from "@freight/domain/catalog/service-tier";
import type { Hub } from "@freight/api-client/types";
import { loadPublicHubs } from "@/features/locations/public-hubs";
import type { ApiHubCard } from "@/features/map/map-location";
import { dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";

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

/** Today's hub cards (each hub's own today); undefined when the API could not be reached (spec 8). */
export async function loadListingHubCards(): Promise<ListingHubCard[] | undefined> {
  const api = await getServerApi();
  const [cards, hubs] = await Promise.all([
    dataOrNothing(api.GET("/map/locations"), "GET /map/locations"),
    loadPublicHubs(),
  ]);
  return cards?.map((card) => toListingHubCard(card, hubs ?? []));
}
