import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { resetPageBeyondTotal } from "@freight/domain/lists/search-mode";
import { Container } from "@freight/ui/container";
import { formatText } from "@freight/ui/i18n/format-text";
import { Pagination } from "@freight/ui/pagination";
import { isProductSort, shopText } from "@/content/shop";
import { AdSlot } from "@/features/shop/ad-slot";
import { ProductCard } from "@/features/shop/product-card";
import {
  loadAdSlots,
  loadCategories,
  loadProductPage,
  type Category,
  type ProductPage,
  type ShopQuery,
} from "@/features/shop/shop-catalog";
import type { ShopAds } from "@freight/domain/content/shop-ads";
import { ShopFilters } from "@/features/shop/shop-filters";
import { readIds, readPage, readText, toQueryString } from "@/lib/search-params";
import { whenAvailable } from "@/lib/api/when-available";
import { pageMetadata } from "@/lib/seo/page-metadata";
import type { PageQuery } from "@/lib/search-params";
import { DataSection, type PageRenderProps } from "@/app/_pages/data-section";

export const shopPageMetadata: Metadata = pageMetadata({
  title: shopText.title,
  description: shopText.metaDescription,
  path: "/shop",
});

function shopHref(query: ShopQuery, page: number): string {
  return `/shop${toQueryString({
    search: query.search,
    sort: query.sort,
    category: query.categories,
    page: page > 0 ? page : undefined,
  })}`;
}

/** Filters, products and ads for the query asked for: the query string is read per request, the data comes from cache. */
async function ShopCatalog({ searchParams }: PageQuery) {
  const params = await searchParams;
  const sort = readText(params.sort);
  const query: ShopQuery = {
    page: readPage(params.page),
    search: readText(params.search),
    sort: isProductSort(sort) ? sort : undefined,
    categories: readIds(params.category),
  };

  return whenAvailable(Promise.all([loadProductPage(query), loadCategories(), loadAdSlots()]), (data) => (
    <ShopCatalogView query={query} data={data} />
  ));
}

function ShopCatalogView({
  query,
  data: [products, categories, ads],
}: {
  query: ShopQuery;
  data: [ProductPage, Category[], ShopAds];
}) {
  if (resetPageBeyondTotal(query.page, products.totalPages) !== query.page && products.totalPages > 0) {
    redirect(shopHref(query, 0));
  }

  return (
    // Phones: filters, products, then the ads; wide screens: filters and ads in a sidebar.
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr] lg:grid-rows-[auto_1fr] lg:items-start">
      <div className="lg:col-start-1 lg:row-start-1">
        <ShopFilters query={query} categories={categories} />
      </div>
      <section aria-label={shopText.title} className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <p className="mb-4 text-ink-muted" aria-live="polite">
          {formatText(shopText.resultCount, { count: products.totalItems })}
        </p>
        {products.items.length === 0 ? (
          <p>{shopText.empty}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {products.items.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
        <Pagination
          className="mt-10"
          pageCount={products.totalPages}
          currentPage={products.currentPage}
          hrefForPage={(page) => shopHref(query, page)}
          linkComponent={Link}
        />
      </section>
      {ads.newArrival || ads.bestDeal ? (
        <aside
          aria-label={shopText.adsLabel}
          className="grid gap-6 sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:grid-cols-1"
        >
          {ads.newArrival ? <AdSlot label={shopText.newArrival} ad={ads.newArrival} /> : null}
          {ads.bestDeal ? <AdSlot label={shopText.bestDeal} ad={ads.bestDeal} /> : null}
        </aside>
      ) : null}
    </div>
  );
}

export function ShopPage({ searchParams, rendering }: PageRenderProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold md:text-display">{shopText.title}</h1>
      <p className="mt-3 mb-10 max-w-2xl text-lg text-ink-muted">{shopText.intro}</p>
      <DataSection rendering={rendering}>
        <ShopCatalog searchParams={searchParams} />
      </DataSection>
    </Container>
  );
}
