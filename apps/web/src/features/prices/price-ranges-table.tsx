"use client";

import Link from "next/link";
import { priceText as text } from "@/content/prices";
import { useAccountPrices, type PriceRange } from "./account-prices";
import { priceRangeText } from "./price-range-text";

interface Named {
  id: number;
  name: string;
  slug?: string;
}

export interface PriceLists {
  hubs: readonly Named[];
  services: readonly Named[];
  ranges: readonly PriceRange[];
}

/** Which ranges a table shows: the services of one hub, or the hubs of one service. */
export type PriceTableScope = { hubId: number } | { serviceId: number };

function rowsOf(lists: PriceLists, scope: PriceTableScope) {
  if ("hubId" in scope) {
    return lists.services.flatMap((entry) => {
      const range = lists.ranges.find((candidate) => candidate.hubId === scope.hubId && candidate.serviceId === entry.id);
      return range ? [{ key: entry.id, label: entry.name, href: entry.slug ? `/services/${entry.slug}` : undefined, range }] : [];
    });
  }
  return lists.hubs.flatMap((hub) => {
    const range = lists.ranges.find((candidate) => candidate.hubId === hub.id && candidate.serviceId === scope.serviceId);
    return range ? [{ key: hub.id, label: hub.name, href: hub.slug ? `/locations/${hub.slug}` : undefined, range }] : [];
  });
}

/**
 * Price ranges per unit. The cached page is rendered with the public lists and prices (what every visitor sees);
 * once the header knows the visitor is signed in, their own hubs, services and prices replace them.
 */
export function PriceRangesTable({
  publicLists,
  scope,
  labelledBy,
}: {
  publicLists: PriceLists;
  scope: PriceTableScope;
  labelledBy: string;
}) {
  const account = useAccountPrices();
  const lists = account ?? publicLists;
  const rows = rowsOf(lists, scope);
  const firstColumn = "hubId" in scope ? text.serviceColumn : text.hubColumn;
  return (
    <div data-testid="price-ranges" data-prices={account ? "own" : "public"}>
      <p className="mb-3 text-sm text-ink-muted">{account ? text.ownNote : text.publicNote}</p>
      {rows.length === 0 ? (
        <p>{text.noPrices}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {firstColumn}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {text.priceColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {row.href ? (
                      <Link href={row.href} className="text-brand-600 hover:underline">
                        {row.label}
                      </Link>
                    ) : (
                      row.label
                    )}
                  </th>
                  <td className="py-2 tabular-nums">{priceRangeText(row.range)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Every hub's price range per service, services down and hubs across: the service catalogue's price list. Public
 * on the cached page; a signed-in customer's own hubs, services and prices once known.
 */
export function PriceMatrix({ publicLists, labelledBy }: { publicLists: PriceLists; labelledBy: string }) {
  const account = useAccountPrices();
  const lists = account ?? publicLists;
  const hubs = lists.hubs.filter((hub) => lists.ranges.some((range) => range.hubId === hub.id));
  const services = lists.services.filter((service) => lists.ranges.some((range) => range.serviceId === service.id));
  return (
    <div data-testid="price-matrix" data-prices={account ? "own" : "public"}>
      <p className="mb-3 text-sm text-ink-muted">{account ? text.ownNote : text.publicNote}</p>
      {hubs.length === 0 ? (
        <p>{text.noPrices}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {text.serviceColumn}
                </th>
                {hubs.map((hub) => (
                  <th key={hub.id} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                    {hub.slug ? (
                      <Link href={`/locations/${hub.slug}`} className="text-brand-600 hover:underline">
                        {hub.name}
                      </Link>
                    ) : (
                      hub.name
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {services.map((service) => (
                <tr key={service.id} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap">
                    {service.slug ? (
                      <Link href={`/services/${service.slug}`} className="text-brand-600 hover:underline">
                        {service.name}
                      </Link>
                    ) : (
                      service.name
                    )}
                  </th>
                  {hubs.map((hub) => {
                    const range = lists.ranges.find(
                      (candidate) => candidate.hubId === hub.id && candidate.serviceId === service.id,
                    );
                    return (
                      <td key={hub.id} className="px-2 py-2 whitespace-nowrap tabular-nums">
                        {range ? priceRangeText(range) : <span aria-label={text.notOffered}>–</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
