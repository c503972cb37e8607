import Link from "next/link";
import { Button } from "@freight/ui/button";
import { productSortOptions, shopText } from "@/content/shop";
import type { Category, ShopQuery } from "./shop-catalog";

/**
 * Search, sort and category filters as a plain GET form: the URL holds the shop state,
 * so filtered pages can be shared and work before any script runs.
 */
export function ShopFilters({ query, categories }: { query: ShopQuery; categories: readonly Category[] }) {
  const hasFilters = Boolean(query.search || query.sort || query.categories.length > 0);
  return (
    <form
      action="/shop"
      method="get"
      role="search"
      className="flex flex-col gap-5"
      aria-label={shopText.searchLabel}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="shop-search" className="text-sm font-medium">
          {shopText.searchLabel}
        </label>
        <input
          id="shop-search"
          name="search"
          type="search"
          defaultValue={query.search}
          placeholder={shopText.searchPlaceholder}
          maxLength={200}
          className="h-11 rounded-lg border border-line px-4"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="shop-sort" className="text-sm font-medium">
          {shopText.sortLabel}
        </label>
        {/* A native select: part of a plain GET form, it works before any script runs and ships no JS. */}
        <select
          id="shop-sort"
          name="sort"
          defaultValue={query.sort ?? "newest"}
          className="h-11 rounded-lg border border-line bg-surface px-3"
        >
          {productSortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {categories.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2 lg:flex-col">
          <legend className="mb-2 text-sm font-medium">{shopText.categoriesLabel}</legend>
          {categories.map((category) => (
            <label
              key={category.id}
              className="flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 lg:rounded-none lg:border-0 lg:p-0 lg:text-base lg:has-checked:bg-transparent"
            >
              <input
                type="checkbox"
                name="category"
                value={category.id}
                defaultChecked={query.categories.includes(category.id)}
                className="size-4 accent-brand-600"
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{shopText.apply}</Button>
        {hasFilters ? (
          <Link href="/shop" className="self-center text-brand-600 hover:underline">
            {shopText.clear}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
