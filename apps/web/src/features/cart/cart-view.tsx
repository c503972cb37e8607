"use client";

import Link from "next/link";
import { Button, buttonClassName } from "@freight/ui/button";
import { formatText } from "@freight/ui/i18n/format-text";
import { formatCents } from "@freight/domain/money/cents";
import { cartText, CART_MAX_QUANTITY, shopOrderTotalCents } from "@freight/domain/shop/shop-cart";
import { shopText } from "@/content/shop";
import { emptyCart, setCartQuantity, useCart } from "@/lib/cart/cart-store";

/**
 * The cart: quantities to change, lines to remove, a total at the prices shown when they were added, and the way
 * to the portal's checkout, which reads prices and stock again.
 */
export function CartView({ portalUrl }: { portalUrl: string }) {
  const lines = useCart();
  if (lines === null) return <p aria-busy="true">{shopText.cartLoading}</p>;
  if (lines.length === 0) {
    return (
      <p>
        {shopText.cartEmpty}{" "}
        <Link href="/shop" className="text-brand-600 underline">
          {shopText.backToShop}
        </Link>
      </p>
    );
  }
  const total = shopOrderTotalCents(
    lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
  );
  const checkout = new URL("/portal/shop-checkout", portalUrl);
  checkout.searchParams.set("cart", cartText(lines));
  return (
    <div className="flex flex-col gap-6">
      <ul
        className="flex flex-col divide-y divide-line rounded-card border border-line"
        data-testid="cart-lines"
      >
        {lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-center justify-between gap-4 p-4">
            <Link href={`/shop/${line.productId}`} className="font-semibold hover:underline">
              {line.name}
            </Link>
            <span className="flex items-center gap-3">
              <span className="text-ink-muted">{formatCents(line.priceCents)}</span>
              <input
                type="number"
                min={0}
                max={CART_MAX_QUANTITY}
                value={line.quantity}
                aria-label={formatText(shopText.cartQuantityOf, { name: line.name })}
                onChange={(event) => setCartQuantity(line, Math.trunc(Number(event.target.value)) || 0)}
                className="h-11 w-20 rounded-lg border border-line bg-surface px-3"
              />
              {/* A short word on the button, the product's name for screen readers: "Remove Pallet wrap" made a
                  full-width sentence of every line on a phone. */}
              <Button
                variant="secondary"
                className="shrink-0 whitespace-nowrap"
                aria-label={formatText(shopText.cartRemove, { name: line.name })}
                onClick={() => setCartQuantity(line, 0)}
              >
                {shopText.cartRemoveShort}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xl">
        {shopText.cartTotal}: <strong data-testid="cart-total">{formatCents(total)}</strong>
      </p>
      <p className="text-ink-muted">{shopText.checkoutHint}</p>
      <div className="flex flex-wrap gap-3">
        <a href={checkout.toString()} className={buttonClassName({ size: "lg" })}>
          {shopText.checkout}
        </a>
        <Button variant="secondary" onClick={emptyCart}>
          {shopText.clearCart}
        </Button>
      </div>
    </div>
  );
}
