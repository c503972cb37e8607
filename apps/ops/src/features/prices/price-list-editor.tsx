import { centsToDecimal } from "@freight/domain/money/cents";
import { PRICING_TIER_LABELS, PRICING_TIERS, type PricingTier } from "@freight/domain/catalog/pricing-tier";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { savePriceRowAction } from "./price-list-actions";

type PriceList = Schema<"HubPriceList">;
type Row = PriceList["prices"][number];

const FEE_FIELDS = [
  ["price", "Price per unit"],
  ["firstHourFee", "First-hour fee"],
  ["secondHourFee", "Second-hour fee"],
  ["afterHoursFee", "After-hours fee"],
] as const;

/**
 * A hub's price list, one form per service and tier (dollars). Each save carries the list's version, so a change
 * someone else saved meanwhile is reported instead of overwritten.
 */
export function PriceListEditor({ list }: { list: PriceList }) {
  return (
    <div className="flex flex-col gap-6">
      {list.services.map((service) => (
        <section key={service.id} aria-labelledby={`service-${service.id}`} className="flex flex-col gap-3">
          <h2 id={`service-${service.id}`} className="text-xl font-semibold">
            {service.name}
          </h2>
          {PRICING_TIERS.map((tier) => (
            <PriceRowForm
              key={tier}
              hubId={list.hubId}
              version={list.version}
              serviceId={service.id}
              serviceName={service.name}
              tier={tier}
              row={list.prices.find((price) => price.serviceId === service.id && price.pricingTier === tier)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

function PriceRowForm({
  hubId,
  version,
  serviceId,
  serviceName,
  tier,
  row,
}: {
  hubId: number;
  version: number;
  serviceId: number;
  serviceName: string;
  tier: PricingTier;
  row: Row | undefined;
}) {
  const label = `${serviceName}, ${PRICING_TIER_LABELS[tier]} prices`;
  return (
    <ActionForm action={savePriceRowAction} label={label}>
      <input type="hidden" name="hubId" value={hubId} />
      <input type="hidden" name="serviceId" value={serviceId} />
      <input type="hidden" name="pricingTier" value={tier} />
      <input type="hidden" name="version" value={version} />
      <div className="flex flex-wrap items-end gap-3">
        <p className="w-20 font-semibold">{PRICING_TIER_LABELS[tier]}</p>
        {FEE_FIELDS.map(([field, name]) => (
          <label key={field} className="flex flex-col gap-1">
            <span className="text-sm font-medium">{name} (USD)</span>
            <input
              name={field}
              inputMode="decimal"
              required
              defaultValue={row ? centsToDecimal(row[field]) : ""}
              className={`${fieldClassName} w-28`}
            />
          </label>
        ))}
        <Button type="submit">Save</Button>
      </div>
    </ActionForm>
  );
}
