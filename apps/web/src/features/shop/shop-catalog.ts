import { cache } from "react";
import { pickShopAds, type ShopAd, type ShopAds } from "@freight/domain/content/shop-ads";
import { SHOP_PAGE_SIZE } from "@freight/domain/lists/paging";
import type { Category, Product, Schema } from "@freight/api-client/types";
import { apiMediaHosts } from "@/features/content/safe-html";
import { dataOrNotFound, dataOrNothing } from "@/lib/api/api-result";
import { getServerApi } from "@/lib/api/server-api";
import type { ProductSort } from "@/content/shop";

export type ProductPage = Schema<"ProductPage">;
export type { ShopAd };
export type { Category, Product };

export interface ShopQuery {
  page: number;
  search?: string;
  sort?: ProductSort;
  categories: number[];
}

/** One page of products for the shop list; undefined when the API could not be reached (spec 8). */
export async function loadProductPage(query: ShopQuery): Promise<ProductPage | undefined> {
  const api = await getServerApi();
  return dataOrNothing(
    api.GET("/supplies", {
      params: {
        query: {
          page: query.page,
          limit: SHOP_PAGE_SIZE,
          search: query.search,
          sort: query.sort,
          categories: query.categories.length > 0 ? query.categories : undefined,
        },
      },
    }),
    "GET /supplies",
  );
}

export async function loadCategories(): Promise<Category[] | undefined> {
  const api = await getServerApi();
  const answer = await dataOrNothing(api.GET("/supply-categories"), "GET /supply-categories");
  return answer?.items;
}

/** Spec 9: one new arrival and one best deal, each the first of its list, by the domain rule (description sanitized). */
export async function loadAdSlots(): Promise<ShopAds> {
  const api = await getServerApi();
  const [newArrivals, bestDeals] = await Promise.all([
    dataOrNothing(api.GET("/supplies-new-arrival"), "GET /supplies-new-arrival"),
    dataOrNothing(api.GET("/supplies-best-deal"), "GET /supplies-best-deal"),
  ]);
  return pickShopAds(
    { newArrivals: newArrivals?.newArrival.items ?? [], bestDeals: bestDeals?.bestDeal.items ?? [] },
    { mediaHosts: apiMediaHosts() },
  );
}

/** One product; null when there is no such product. Cached so metadata and page share the call. */
export const loadProduct = cache(async (id: number): Promise<Product | null> => {
  const api = await getServerApi();
  return dataOrNotFound(api.GET("/supply", { params: { query: { id } } }), "GET /supply");
});
