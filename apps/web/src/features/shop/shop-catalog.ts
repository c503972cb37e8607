import { cacheLife, cacheTag } from "next/cache";
import { pickShopAds, type ShopAd, type ShopAds } from "@freight/domain/content/shop-ads";
import { SHOP_PAGE_SIZE } from "@freight/domain/lists/paging";
import type { Category, Product, Schema } from "@freight/api-client/types";
import { apiMediaHosts } from "@/components/content/safe-html";
import { readPublic, readPublicOrNotFound } from "@freight/api-client/api-read";
import { getSharedReadApi } from "@/lib/api/server-api";
import { deferDuringBuild } from "@/lib/cache/defer-during-build";
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

async function cachedProductPage(query: ShopQuery): Promise<ProductPage> {
  "use cache";
  cacheTag("shop");
  cacheLife("publicContent");
  return readPublic(
    getSharedReadApi().GET("/supplies", {
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

/** One page of products for the shop list (cached per query); throws when the API cannot answer. */
export async function loadProductPage(query: ShopQuery): Promise<ProductPage> {
  await deferDuringBuild();
  return cachedProductPage(query);
}

async function cachedCategories(): Promise<Category[]> {
  "use cache";
  cacheTag("shop");
  cacheLife("publicContent");
  return (await readPublic(getSharedReadApi().GET("/supply-categories"), "GET /supply-categories")).items;
}

export async function loadCategories(): Promise<Category[]> {
  await deferDuringBuild();
  return cachedCategories();
}

async function cachedAdSlots(): Promise<ShopAds> {
  "use cache";
  cacheTag("shop");
  cacheLife("publicContent");
  const api = getSharedReadApi();
  const [newArrivals, bestDeals] = await Promise.all([
    readPublic(api.GET("/supplies-new-arrival"), "GET /supplies-new-arrival"),
    readPublic(api.GET("/supplies-best-deal"), "GET /supplies-best-deal"),
  ]);
  return pickShopAds(
    { newArrivals: newArrivals.newArrival.items, bestDeals: bestDeals.bestDeal.items },
    { mediaHosts: apiMediaHosts() },
  );
}

/** One new arrival and one best deal, each the first of its list, by the domain rule (description sanitized). */
export async function loadAdSlots(): Promise<ShopAds> {
  await deferDuringBuild();
  return cachedAdSlots();
}

async function cachedProduct(id: number): Promise<Product | null> {
  "use cache";
  cacheTag("shop");
  cacheLife("publicContent");
  return readPublicOrNotFound(
    getSharedReadApi().GET("/supply", { params: { query: { id } } }),
    "GET /supply",
  );
}

/** One product; null only when the API says there is no such product; throws when it cannot answer. */
export async function loadProduct(id: number): Promise<Product | null> {
  await deferDuringBuild();
  return cachedProduct(id);
}
