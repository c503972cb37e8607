"use client";

import { useId, useState } from "react";
import { Button } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { showSuccessToast } from "@freight/ui/toast";
import { ScriptForm } from "@freight/ui/script-form";
import { CART_MAX_QUANTITY } from "@freight/domain/shop/shop-cart";
import { shopText } from "@/content/shop";
import { addToCart } from "@/lib/cart/cart-store";

/** Quantity and "Add to cart" on a product page; an out-of-stock product cannot be added. */
export function AddToCart({
  productId,
  name,
  priceCents,
  isOutOfStock,
}: {
  productId: number;
  name: string;
  priceCents: number;
  isOutOfStock: boolean;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  return (
    <ScriptForm
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (addToCart({ productId, name, priceCents }, quantity)) {
          showSuccessToast(formatText(shopText.addedToCart, { name }));
        }
      }}
    >
      <label htmlFor={id} className="flex flex-col gap-1 font-medium">
        {shopText.quantity}
        <input
          id={id}
          type="number"
          min={1}
          max={CART_MAX_QUANTITY}
          value={quantity}
          disabled={isOutOfStock}
          onChange={(event) =>
            setQuantity(Math.max(1, Math.min(CART_MAX_QUANTITY, Math.trunc(Number(event.target.value)) || 1)))
          }
          className="h-11 w-24 rounded-lg border border-line bg-surface px-3"
        />
      </label>
      <Button type="submit" disabled={isOutOfStock}>
        {isOutOfStock ? shopText.outOfStock : shopText.addToCart}
      </Button>
    </ScriptForm>
  );
}
