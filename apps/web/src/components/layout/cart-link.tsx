"use client";

import Link from "next/link";
import { formatText } from "@freight/ui/i18n/format-text";
import { shopText } from "@/content/shop";
import { useCart } from "@/lib/cart/cart-store";

/** The header's link to the cart, with how many pieces it holds (filled in the browser). */
export function CartLink({ className }: { className?: string }) {
  const count = (useCart() ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Link
      href="/cart"
      className={className}
      aria-label={count > 0 ? formatText(shopText.cartWithCount, { count }) : shopText.cart}
      data-testid="cart-link"
    >
      {shopText.cart}
      {count > 0 ? <span aria-hidden="true"> ({count})</span> : null}
    </Link>
  );
}
