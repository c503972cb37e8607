import Form from "next/form";
import Link from "next/link";
import { HOUR_LABELS } from "@freight/domain/time/hour-labels";
import { portalText } from "@/content/portal-text";
import { inputClass, labelClass } from "@/components/layout/field-styles";
import { isTableInSearchMode, orderTableSearch, type OrderTableParams } from "./order-list-params";

const text = portalText.orders;

export interface NamedOption {
  id: number;
  name: string;
}

/**
 * The order list's search and filters (hub, service, dates, hours) as a plain GET form: it works without script,
 * keeps the chosen sort, and a reset link clears every filter.
 */
export function OrderSearchForm({
  id,
  basePath,
  params,
  hubs,
  services,
}: {
  id: string;
  basePath: string;
  params: OrderTableParams;
  hubs: readonly NamedOption[];
  services: readonly NamedOption[];
}) {
  const isSearchMode = isTableInSearchMode(params);
  return (
    <Form action={basePath} scroll={false} className="flex flex-col gap-4 border-b border-line p-4 md:p-5">
      <input type="hidden" name="sort" value={params.sort.fbNumber.isActive ? "fbNumber" : "date"} />
      <input
        type="hidden"
        name="order"
        value={params.sort.fbNumber.isActive ? params.sort.fbNumber.direction : params.sort.date.direction}
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className={labelClass}>
            {text.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            name="q"
            type="search"
            defaultValue={params.search}
            placeholder={text.searchPlaceholder}
            className={inputClass}
            maxLength={200}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="h-11 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {portalText.common.search}
          </button>
          {isSearchMode ? (
            <Link
              href={`${basePath}${orderTableSearch({ search: "", filters: { hubId: null, serviceId: null, dateFrom: "", dateTo: "", timeFrom: "", timeTo: "" }, page: 0, sort: params.sort })}`}
              className="inline-flex h-11 items-center rounded-lg border border-line px-4 font-semibold text-ink hover:bg-surface-muted"
            >
              {portalText.common.reset}
            </Link>
          ) : null}
        </div>
      </div>
      <details open={isSearchMode && !params.search ? true : undefined} className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">{text.filters}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <div>
            <label htmlFor={`${id}-hub`} className={labelClass}>
              {text.hub}
            </label>
            <select
              id={`${id}-hub`}
              name="hub"
              defaultValue={params.filters.hubId ?? ""}
              className={inputClass}
            >
              <option value="">{text.allHubs}</option>
              {hubs.map((hub) => (
                <option key={hub.id} value={hub.id}>
                  {hub.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-service`} className={labelClass}>
              {text.service}
            </label>
            <select
              id={`${id}-service`}
              name="service"
              defaultValue={params.filters.serviceId ?? ""}
              className={inputClass}
            >
              <option value="">{text.allServices}</option>
              {services.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              {text.dateFrom}
            </label>
            <input
              id={`${id}-from`}
              name="from"
              type="date"
              defaultValue={params.filters.dateFrom}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClass}>
              {text.dateTo}
            </label>
            <input
              id={`${id}-to`}
              name="to"
              type="date"
              defaultValue={params.filters.dateTo}
              className={inputClass}
            />
          </div>
          {(["tfrom", "tto"] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${id}-${name}`} className={labelClass}>
                {name === "tfrom" ? text.timeFrom : text.timeTo}
              </label>
              <select
                id={`${id}-${name}`}
                name={name}
                defaultValue={name === "tfrom" ? params.filters.timeFrom : params.filters.timeTo}
                className={inputClass}
              >
                <option value="">{text.anyHour}</option>
                {HOUR_LABELS.map((label) => (
                  <option key={label} value={label}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </details>
    </Form>
  );
}
