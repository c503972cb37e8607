/**
 * Whether the shop sells a product: on sale; withdrawn (out of the shop for now, it can go back on sale);
 * archived (out of the shop for good: kept only for the orders and invoices that name it).
 */
export const PRODUCT_SALE_STATUSES = ["on-sale", "withdrawn", "archived"] as const;
export type ProductSaleStatus = (typeof PRODUCT_SALE_STATUSES)[number];

export function isProductSaleStatus(value: unknown): value is ProductSaleStatus {
  return typeof value === "string" && (PRODUCT_SALE_STATUSES as readonly string[]).includes(value);
}

/** Whether the shop lists, shows and sells a product in this status. */
export function isSoldInShop(status: ProductSaleStatus): boolean {
  return status === "on-sale";
}

/**
 * Why a product may not move from one sale status to another, or null when it may. A withdrawn product goes back
 * on sale or is archived; an archived one stays archived and is no longer edited (its orders keep their lines).
 */
export function productSaleChangeRefusal(from: ProductSaleStatus, to: ProductSaleStatus): string | null {
  if (from === "archived") {
    return to === "archived" ? null : "This product is archived: it stays out of the shop and is no longer edited";
  }
  return null;
}

/** Why a cart line may not be ordered (the product is no longer sold), in the customer's words; null when it may. */
export function productNotSoldRefusal(product: { name: string; saleStatus: ProductSaleStatus }): string | null {
  return isSoldInShop(product.saleStatus) ? null : `${product.name} is no longer sold`;
}
