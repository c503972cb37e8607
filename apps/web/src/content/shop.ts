import type { Schema } from "@freight/api-client/types";

/** Copy and labels of the shop pages; the products come from the API. */
export const shopText = {
  title: "Supplies shop",
  intro: "Pallets, wrap, straps and dock equipment we use at our hubs, sold to carriers and shippers at hub prices.",
  metaDescription: "Buy pallets, stretch wrap, load straps and dock equipment at hub prices.",
  searchLabel: "Search products",
  searchPlaceholder: "e.g. stretch wrap",
  sortLabel: "Sort by",
  categoriesLabel: "Categories",
  apply: "Show products",
  clear: "Clear filters",
  empty: "No products match these filters.",
  resultCount: "{count} products",
  limitedTimeOffer: "Limited-time offer",
  oldPrice: "Was {price}",
  newArrival: "New arrival",
  bestDeal: "Best deal",
  viewProduct: "View product",
  backToShop: "Back to the shop",
  features: "Features",
  applications: "Applications",
  colors: "Colours",
  gallery: "Product photos",
  category: "Category",
  buyInPortal: "Order through the customer portal",
} as const;

export type ProductSort = Schema<"ProductSort">;

export const productSortOptions: readonly { value: ProductSort; label: string }[] = [
  { value: "newest", label: "Newest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name-asc", label: "Name: A to Z" },
  { value: "name-desc", label: "Name: Z to A" },
];

export function isProductSort(value: string | undefined): value is ProductSort {
  return productSortOptions.some((option) => option.value === value);
}
