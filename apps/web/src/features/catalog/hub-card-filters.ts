import type { HubCard } from "@freight/domain/catalog/hub-card";
import { CAPACITIES, WAREHOUSE_SERVICES, type Capacity, type WarehouseService } from "@freight/domain/catalog/warehouse-filters";
import type { SearchParamValue } from "@/lib/search-params";

/** The listing's filter panel: services the hub must offer, capacities to show, instant booking only. */
export interface HubCardCriteria {
  services: WarehouseService[];
  capacities: Capacity[];
  isInstantBookOnly: boolean;
}

function values(value: SearchParamValue): string[] {
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

/** The criteria from the URL; unknown services and capacities are ignored. */
export function readHubCardCriteria(params: { service?: SearchParamValue; capacity?: SearchParamValue; instant?: SearchParamValue }): HubCardCriteria {
  const services = WAREHOUSE_SERVICES.filter((service) => values(params.service).includes(service));
  const capacities = CAPACITIES.filter((capacity) => values(params.capacity).includes(capacity));
  return { services, capacities, isInstantBookOnly: values(params.instant).includes("1") };
}

/** Whether any criterion narrows the listing. */
export function hasHubCardCriteria(criteria: HubCardCriteria): boolean {
  return criteria.services.length > 0 || criteria.capacities.length > 0 || criteria.isInstantBookOnly;
}

/** The cards offering every chosen service, at one of the chosen capacities, bookable instantly when asked. */
export function filterHubCards<Card extends Pick<HubCard, "services" | "capacity" | "generalInfo">>(
  cards: readonly Card[],
  criteria: HubCardCriteria,
): Card[] {
  return cards.filter((card) => {
    const offered = new Set(card.services.map((service) => service.toLowerCase()));
    return (
      criteria.services.every((service) => offered.has(service.toLowerCase())) &&
      (criteria.capacities.length === 0 || criteria.capacities.includes(card.capacity)) &&
      (!criteria.isInstantBookOnly || card.generalInfo.hasInstantBook)
    );
  });
}
