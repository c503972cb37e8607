import { ORDER_STATUSES } from "@freight/domain/orders/order-status";
import { buttonClassName } from "@freight/ui/button";
import { fieldClassName } from "@/components/field-styles";
import { orderStatusLabel } from "@/lib/format";
import type { QueueFilters } from "./load-orders-queue";
import { LabeledField } from "@/components/labeled-field";

/** The queue's search and filters: a plain GET form, so every view has an address to share. */
export function QueueFiltersForm({
  filters,
  hubs,
}: {
  filters: QueueFilters;
  hubs: { id: number; name: string }[];
}) {
  return (
    <form method="get" role="search" aria-label="Filter orders" className="flex flex-wrap items-end gap-3">
      <LabeledField label="Search">
        <input
          name="search"
          defaultValue={filters.search}
          placeholder="FB number, customer, driver, truck"
          className={fieldClassName}
          maxLength={200}
        />
      </LabeledField>
      <LabeledField label="Hub">
        <select name="hubId" defaultValue={filters.hubId ?? ""} className={fieldClassName}>
          <option value="">All my hubs</option>
          {hubs.map((hub) => (
            <option key={hub.id} value={hub.id}>
              {hub.name}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField label="Status">
        <select name="status" defaultValue={filters.status ?? ""} className={fieldClassName}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {orderStatusLabel(status)}
            </option>
          ))}
        </select>
      </LabeledField>
      <LabeledField label="From">
        <input type="date" name="dateFrom" defaultValue={filters.dateFrom ?? ""} className={fieldClassName} />
      </LabeledField>
      <LabeledField label="To">
        <input type="date" name="dateTo" defaultValue={filters.dateTo ?? ""} className={fieldClassName} />
      </LabeledField>
      <button type="submit" className={buttonClassName({ variant: "secondary" })}>
        Apply
      </button>
    </form>
  );
}
