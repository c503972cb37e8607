"use client";

import { useEffect, useState } from "react";
import type { Hub, Schema, Service } from "@freight/api-client/types";
import { selectIsSignedIn } from "@/lib/app/app-slice";
import { useAppSelector } from "@/store/hooks";

export type PriceRange = Schema<"MinMaxPrice">;

/** A signed-in customer's own lists and ranges, as GET /api/prices/account answers them. */
export interface AccountPrices {
  hubs: Hub[];
  services: Service[];
  ranges: PriceRange[];
}

const ACCOUNT_PRICES_PATH = "/api/prices/account";

let pending: Promise<AccountPrices | null> | null = null;

/** One read per page view, however many parts of the page show prices. */
function readAccountPrices(): Promise<AccountPrices | null> {
  pending ??= fetch(ACCOUNT_PRICES_PATH, { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<{ isSignedIn: boolean } & Partial<AccountPrices>>) : null))
    .then((answer) =>
      answer?.isSignedIn && answer.hubs && answer.services && answer.ranges
        ? { hubs: answer.hubs, services: answer.services, ranges: answer.ranges }
        : null,
    )
    .catch(() => null);
  return pending;
}

/**
 * The signed-in customer's own hubs, services and prices once the header knows the visitor is signed in; null
 * for a visitor (and while unknown), who keeps the public prices the cached page was rendered with.
 */
export function useAccountPrices(): AccountPrices | null {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [prices, setPrices] = useState<AccountPrices | null>(null);
  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    void readAccountPrices().then((answer) => {
      if (isCurrent) setPrices(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn]);
  return isSignedIn ? prices : null;
}
