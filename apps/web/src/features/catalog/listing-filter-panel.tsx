import Link from "next/link";
import { CAPACITIES, WAREHOUSE_SERVICES } from "@freight/domain/catalog/warehouse-filters";
import { Button } from "@freight/ui/button";
import { serviceCatalogText as text } from "@/content/service-catalog";
import { hasHubCardCriteria, type HubCardCriteria } from "./hub-card-filters";

/** The listing's filter panel as a plain GET form: the URL holds the filters and works without script. */
export function ListingFilterPanel({ criteria }: { criteria: HubCardCriteria }) {
  return (
    <form action="/service-catalog" method="get" className="flex flex-col gap-5" aria-label={text.filtersTitle}>
      <h2 className="text-lg font-semibold">{text.filtersTitle}</h2>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 font-semibold">{text.services}</legend>
        {WAREHOUSE_SERVICES.map((service) => (
          <label key={service} className="flex items-center gap-2">
            <input type="checkbox" name="service" value={service} defaultChecked={criteria.services.includes(service)} className="size-4 accent-brand-600" />
            {service}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 font-semibold">{text.capacity}</legend>
        {CAPACITIES.map((capacity) => (
          <label key={capacity} className="flex items-center gap-2">
            <input type="checkbox" name="capacity" value={capacity} defaultChecked={criteria.capacities.includes(capacity)} className="size-4 accent-brand-600" />
            {text.capacities[capacity]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="instant" value="1" defaultChecked={criteria.isInstantBookOnly} className="size-4 accent-brand-600" />
        {text.instantOnly}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{text.apply}</Button>
        {hasHubCardCriteria(criteria) ? (
          <Link href="/service-catalog" className="text-brand-600 hover:underline">
            {text.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
