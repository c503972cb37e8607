import shopCatalogue from "@freight/ui/i18n/en/shop.json";
import type { Schema } from "@freight/api-client/types";

/** Labels of the shop pages live in the shared text catalogue; the products come from the API. */
export const shopText = shopCatalogue;

export type ProductSort = Schema<"ProductSort">;

const PRODUCT_SORTS: readonly ProductSort[] = ["newest", "price-asc", "price-desc", "name-asc", "name-desc"];

export const productSortOptions: readonly { value: ProductSort; label: string }[] = PRODUCT_SORTS.map(
  (value) => ({
    value,
    label: shopText.sortOptions[value],
  }),
);

export function isProductSort(value: string | undefined): value is ProductSort {
  return productSortOptions.some((option) => option.value === value);
}
