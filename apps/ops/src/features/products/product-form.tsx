import { centsToDecimal } from "@freight/domain/money/cents";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { saveProductAction } from "./product-actions";

/** A product's price, offer and stock, saved with the version it was read at. */
export function ProductForm({ product }: { product: Schema<"StaffProduct"> }) {
  return (
    <ActionForm action={saveProductAction} label={`Price and stock of ${product.name}`} className="max-w-2xl">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="version" value={product.version} />
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          <span className="font-medium">Price (USD)</span>
          <input
            name="price"
            inputMode="decimal"
            required
            defaultValue={centsToDecimal(product.price)}
            className={`${fieldClassName} w-32`}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Old price (USD, empty for none)</span>
          <input
            name="oldPrice"
            inputMode="decimal"
            defaultValue={product.oldPrice === null ? "" : centsToDecimal(product.oldPrice)}
            className={`${fieldClassName} w-32`}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">Stock (empty: not counted)</span>
          <input
            name="stock"
            inputMode="numeric"
            defaultValue={product.stock ?? ""}
            className={`${fieldClassName} w-32`}
          />
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="isLimitedTimeOffer" defaultChecked={product.isLimitedTimeOffer} />
          <span className="font-medium">Limited-time offer</span>
        </label>
        <Button type="submit">Save</Button>
      </div>
    </ActionForm>
  );
}
