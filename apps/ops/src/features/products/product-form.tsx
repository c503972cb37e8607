import { centsToDecimal } from "@freight/domain/money/cents";
import type { Schema } from "@freight/api-client/types";
import { Button } from "@freight/ui/button";
import { ActionForm } from "@/components/action-form";
import { fieldClassName } from "@/components/field-styles";
import { saveProductAction } from "./product-actions";
import { LabeledField } from "@/components/labeled-field";

/** A product's price, offer and stock, saved with the version it was read at. */
export function ProductForm({ product }: { product: Schema<"StaffProduct"> }) {
  return (
    <ActionForm action={saveProductAction} label={`Price and stock of ${product.name}`} className="max-w-2xl">
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="version" value={product.version} />
      <div className="flex flex-wrap items-end gap-3">
        <LabeledField label="Price (USD)">
          <input
            name="price"
            inputMode="decimal"
            required
            defaultValue={centsToDecimal(product.price)}
            className={`${fieldClassName} w-32`}
          />
        </LabeledField>
        <LabeledField label="Old price (USD, empty for none)">
          <input
            name="oldPrice"
            inputMode="decimal"
            defaultValue={product.oldPrice === null ? "" : centsToDecimal(product.oldPrice)}
            className={`${fieldClassName} w-32`}
          />
        </LabeledField>
        <LabeledField label="Stock (empty: not counted)">
          <input
            name="stock"
            inputMode="numeric"
            defaultValue={product.stock ?? ""}
            className={`${fieldClassName} w-32`}
          />
        </LabeledField>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="isLimitedTimeOffer" defaultChecked={product.isLimitedTimeOffer} />
          <span className="font-medium">Limited-time offer</span>
        </label>
        <Button type="submit">Save</Button>
      </div>
    </ActionForm>
  );
}
