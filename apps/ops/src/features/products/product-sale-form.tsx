import type { Schema } from "@freight/api-client/types";
import type { ProductSaleStatus } from "@freight/domain/shop/product-sale";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { changeProductSaleAction } from "./product-actions";

export const PRODUCT_SALE_STATUS_LABELS: Record<ProductSaleStatus, string> = {
  "on-sale": "On sale",
  withdrawn: "Withdrawn from sale",
  archived: "Archived",
};

/**
 * Whether the shop sells the product, and the moves open from there: withdraw or archive a product on sale, put a
 * withdrawn one back on sale or archive it; an archived one stays archived (its orders keep it).
 */
export function ProductSaleForm({ product }: { product: Schema<"StaffProduct"> }) {
  const status = product.saleStatus;
  return (
    <ActionForm action={changeProductSaleAction} label={`Sale of ${product.name}`}>
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="version" value={product.version} />
      <p>
        <strong>{PRODUCT_SALE_STATUS_LABELS[status]}.</strong>{" "}
        {status === "on-sale"
          ? "The shop lists it and customers can order it."
          : status === "withdrawn"
            ? "The shop no longer lists it; its page answers “not found” and orders of it are refused."
            : "Out of the shop for good; orders that include it keep it. It is no longer edited."}
      </p>
      {status === "archived" ? null : (
        <div className="flex flex-wrap gap-3">
          {status === "on-sale" ? (
            <Button type="submit" name="saleStatus" value="withdrawn" variant="secondary">
              Withdraw from sale
            </Button>
          ) : (
            <Button type="submit" name="saleStatus" value="on-sale" variant="secondary">
              Put back on sale
            </Button>
          )}
          <Button type="submit" name="saleStatus" value="archived" variant="secondary">
            Archive for good
          </Button>
        </div>
      )}
    </ActionForm>
  );
}
