import { toMediaUrl } from "../http/media-url.js";
import type { Schemas } from "../openapi/contract-types.js";
import { isTransportService } from "@freight/domain/catalog/service-type";
import type { HubRow, ServiceRow } from "./catalog-service.js";

/** "1494 S Waterman Ave, San Bernardino, CA 92408". */
export function formatHubAddress(hub: Pick<HubRow, "address" | "city" | "state" | "zipCode">): string {
  return `${hub.address}, ${hub.city}, ${hub.state} ${hub.zipCode}`;
}

export function toHub(hub: HubRow): Schemas["Hub"] {
  return {
    id: hub.id,
    name: hub.name,
    slug: hub.slug,
    timeZone: hub.timeZone,
    address: formatHubAddress(hub),
    latitude: hub.latitude,
    longitude: hub.longitude,
    minimalCharge: hub.minimalCharge,
  };
}

/** The hub as an order shows it (where to go, the minimum charge, the clock its times are read on). */
export function toOrderHub(hub: HubRow): Schemas["Order"]["hub"] {
  return {
    id: hub.id,
    name: hub.name,
    address: formatHubAddress(hub),
    latitude: hub.latitude,
    longitude: hub.longitude,
    minimalCharge: hub.minimalCharge,
    timeZone: hub.timeZone,
  };
}

export function toService(service: ServiceRow, publicApiUrl: string): Schemas["Service"] {
  return {
    id: service.id,
    name: service.name,
    type: service.type as Schemas["ServiceTypeId"],
    slug: service.slug,
    description: service.shortDescription || service.description,
    image: toMediaUrl(publicApiUrl, service.image),
    isDefault: service.isDefault,
    hideMainRow: isTransportService(service.type),
  };
}
