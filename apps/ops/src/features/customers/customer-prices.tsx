import { formatCents } from "@freight/domain/money/cents";
import { PRICING_TIER_LABELS, PRICING_TIERS } from "@freight/domain/catalog/pricing-tier";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { removeCustomerPriceAction, setCustomerPriceAction } from "./customer-prices-actions";
import { DataTable } from "@/components/data-table";
import { LabeledField } from "@/components/labeled-field";

/**
 * A customer's own unit prices next to the hubs' list prices; finance sets or removes them. A change applies to
 * quotes and bookings from then on; booked orders keep their price.
 */
export function CustomerPrices({
  customerId,
  prices,
  hubs,
  services,
  canChange,
}: {
  customerId: number;
  prices: Schema<"CustomerPriceListEntry">[];
  hubs: { id: number; name: string }[];
  services: { id: number; name: string }[];
  canChange: boolean;
}) {
  return (
    <section aria-labelledby="customer-prices" className="flex flex-col gap-3">
      <h2 id="customer-prices" className="text-xl font-semibold">
        Own prices
      </h2>
      {prices.length === 0 ? <p>None: this customer pays the hubs&apos; list prices.</p> : null}
      {prices.length > 0 ? (
        <DataTable
          label="Own prices"
          caption="Own prices"
          columns={["Hub", "Service", "Tier", "Own price", "List price", canChange ? "Change" : null]}
        >
          {prices.map((price) => (
            <tr key={`${price.hubId}-${price.serviceId}-${price.pricingTier}`}>
              <td>{price.hubName}</td>
              <td>{price.serviceName}</td>
              <td>{PRICING_TIER_LABELS[price.pricingTier]}</td>
              <td className="tabular-nums">{formatCents(price.price)}</td>
              <td className="tabular-nums">{formatCents(price.listPrice)}</td>
              {canChange ? (
                <td>
                  <ActionForm
                    action={removeCustomerPriceAction}
                    label={`Remove the own ${PRICING_TIER_LABELS[price.pricingTier]} price for ${price.serviceName} at ${price.hubName}`}
                  >
                    <input type="hidden" name="customerId" value={customerId} />
                    <input type="hidden" name="hubId" value={price.hubId} />
                    <input type="hidden" name="serviceId" value={price.serviceId} />
                    <input type="hidden" name="pricingTier" value={price.pricingTier} />
                    <Button type="submit" variant="secondary">
                      Remove
                    </Button>
                  </ActionForm>
                </td>
              ) : null}
            </tr>
          ))}
        </DataTable>
      ) : null}
      {canChange ? (
        <ActionForm action={setCustomerPriceAction} label="Set an own price" className="max-w-3xl">
          <input type="hidden" name="customerId" value={customerId} />
          <div className="flex flex-wrap items-end gap-3">
            <LabeledField label="Hub">
              <select name="hubId" required className={fieldClassName} defaultValue="">
                <option value="" disabled>
                  Choose…
                </option>
                {hubs.map((hub) => (
                  <option key={hub.id} value={hub.id}>
                    {hub.name}
                  </option>
                ))}
              </select>
            </LabeledField>
            <LabeledField label="Service">
              <select name="serviceId" required className={fieldClassName} defaultValue="">
                <option value="" disabled>
                  Choose…
                </option>
                {services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name}
                  </option>
                ))}
              </select>
            </LabeledField>
            <LabeledField label="Tier">
              <select name="pricingTier" className={fieldClassName} defaultValue="0">
                {PRICING_TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {PRICING_TIER_LABELS[tier]}
                  </option>
                ))}
              </select>
            </LabeledField>
            <LabeledField label="Price per unit (USD)">
              <input name="price" inputMode="decimal" required className={`${fieldClassName} w-32`} />
            </LabeledField>
            <Button type="submit">Set price</Button>
          </div>
        </ActionForm>
      ) : null}
    </section>
  );
}
